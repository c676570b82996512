{{/* The release's base name: "<release>-freshfuel", or the release name alone when it already says freshfuel. */}}
{{- define "freshfuel.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else if contains .Chart.Name .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name .Chart.Name | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{- define "freshfuel.selectorLabels" -}}
app.kubernetes.io/name: {{ .Chart.Name }}
app.kubernetes.io/instance: {{ .Release.Name }}
{{- end -}}

{{- define "freshfuel.labels" -}}
{{ include "freshfuel.selectorLabels" . }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end -}}

{{- define "freshfuel.image" -}}
{{- printf "%s:%s" (required "image.repository is required: the registry path of the image built from the Dockerfile" .Values.image.repository) (.Values.image.tag | default .Chart.AppVersion) -}}
{{- end -}}

{{/* The Secret the app's secrets come from: existingSecret, or (development only) the one the chart creates. */}}
{{- define "freshfuel.secretName" -}}
{{- if .Values.existingSecret -}}
{{- .Values.existingSecret -}}
{{- else if .Values.devSecret.create -}}
{{- printf "%s-dev" (include "freshfuel.fullname" .) -}}
{{- else -}}
{{- fail "existingSecret is required: the name of a Secret holding the app's secrets (values.yaml lists its keys; docs/operations.md tells how to create it)" -}}
{{- end -}}
{{- end -}}

{{/*
The app's environment, shared by the Deployment and the migration Job (migrate.cli.js validates the same
production configuration as the server). Secrets by key from the Secret (a missing required key stops
the pod with CreateContainerConfigError, naming it); the rest from values.
*/}}
{{- define "freshfuel.env" -}}
{{- $secret := include "freshfuel.secretName" . -}}
{{- range $name := .Values.secretKeys.required }}
- name: {{ $name }}
  valueFrom:
    secretKeyRef: { name: {{ $secret }}, key: {{ $name }} }
{{- end }}
{{- range $name := .Values.secretKeys.optional }}
- name: {{ $name }}
  valueFrom:
    secretKeyRef: { name: {{ $secret }}, key: {{ $name }}, optional: true }
{{- end }}
{{- if .Values.mongodb.host }}
- name: MONGODB_PASSWORD
  valueFrom:
    secretKeyRef: { name: {{ $secret }}, key: MONGODB_PASSWORD }
{{- $query := list -}}
{{- range $k, $v := .Values.mongodb.options }}{{ $query = append $query (printf "%s=%v" $k $v) }}{{ end }}
- name: MONGODB_URI
  # Kubernetes puts the password in ($(VAR) expands a variable defined above): it must be URL-safe (hex).
  value: {{ printf "%s://%s:$(MONGODB_PASSWORD)@%s/%s?%s" .Values.mongodb.scheme .Values.mongodb.user .Values.mongodb.host .Values.mongodb.database (join "&" $query) | quote }}
{{- else }}
- name: MONGODB_URI
  valueFrom:
    secretKeyRef: { name: {{ $secret }}, key: MONGODB_URI }
{{- end }}
- { name: NODE_ENV, value: production }
- { name: PORT, value: '3000' }
- { name: HOST, value: 0.0.0.0 }
- name: PUBLIC_URL
  value: {{ required "publicUrl is required: the https:// address customers use" .Values.publicUrl | quote }}
- { name: SEED_ON_START, value: 'false' }
# The pre-install/pre-upgrade Job applies the migrations before any new pod starts.
- { name: MIGRATE_ON_START, value: 'false' }
- name: TRUST_PROXY
  value: {{ .Values.trustProxy | quote }}
- { name: METRICS_PORT, value: '9464' }
- name: SHUTDOWN_READY_DELAY_MS
  value: {{ .Values.shutdown.readyDelayMs | quote }}
- name: SHUTDOWN_GRACE_MS
  value: {{ .Values.shutdown.graceMs | quote }}
- { name: OTEL_SERVICE_NAME, value: freshfuel }
- { name: CLIENT_DIST, value: /app/client/dist }
- { name: UPLOADS_DIR, value: /app/server/uploads }
{{- range $name, $value := .Values.env }}
- name: {{ $name }}
  value: {{ $value | toString | quote }}
{{- end }}
{{- end -}}

{{/* The security settings every container of the chart runs with. */}}
{{- define "freshfuel.containerSecurityContext" -}}
allowPrivilegeEscalation: false
readOnlyRootFilesystem: true
capabilities:
  drop: [ALL]
{{- end -}}
