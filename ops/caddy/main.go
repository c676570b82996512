// The Caddy that production runs (ops/caddy/Dockerfile) and the smoke test builds
// (scripts/install-caddy.sh): Caddy's standard modules plus the rate_limit handler
// (github.com/mholt/caddy-ratelimit) that ops/caddy/Caddyfile uses in front of the auth routes.
// Versions and checksums are pinned in go.mod and go.sum beside this file.
package main

import (
	caddycmd "github.com/caddyserver/caddy/v2/cmd"

	_ "github.com/caddyserver/caddy/v2/modules/standard"
	_ "github.com/mholt/caddy-ratelimit"
)

func main() {
	caddycmd.Main()
}
