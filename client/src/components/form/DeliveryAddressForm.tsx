import { useTranslation } from 'react-i18next';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Button } from '../ui/Button';
import type { DeliveryAddressInput } from '../../lib/hooks/use-delivery-address';
import { errorMessage, fieldErrors } from '../../lib/graphql-errors';
import {
  ADDRESS_INSTRUCTIONS_MAX,
  ADDRESS_LABEL_SUGGESTIONS,
  EMIRATE_OPTIONS,
  addressBookSchema,
  deliveryAddressSchema,
  toDeliveryAddressInput,
  type DeliveryAddressValues,
} from '../../lib/delivery-address';
import { FocusFirstError } from './FocusFirstError';
import { FormError } from './FormError';
import { SelectField } from './SelectField';
import { SubmitButton } from './SubmitButton';
import { TextAreaField } from './TextAreaField';
import { TextField } from './TextField';
import styles from './DeliveryAddressForm.module.css';

export interface DeliveryAddressFormProps {
  initialValues: DeliveryAddressValues;
  /** Saves the address (with its label when `initialLabel` is given); a rejection shows the server's message (and its per-field messages) in the form. */
  onSubmit: (input: DeliveryAddressInput, label: string) => Promise<void>;
  /** The address book's form: a required "Label" field first, starting with this text, suggesting Home and Office. */
  initialLabel?: string;
  /** Shows a Cancel button next to Save. */
  onCancel?: () => void;
  submitLabel?: string;
}

/**
 * The delivery address form (area, building and street, flat or villa number, emirate, driver
 * instructions) with the server's messages; errors show once a field is touched or after a submit.
 * Used by the profile's address book (with a label) and by checkout.
 */
export function DeliveryAddressForm({ initialValues, onSubmit, onCancel, submitLabel, initialLabel }: DeliveryAddressFormProps) {
  const { t } = useTranslation('common');
  const [serverError, setServerError] = useState<string | null>(null);
  const labelled = initialLabel !== undefined;
  return (
    <Formik<DeliveryAddressValues & { label: string }>
      initialValues={{ ...initialValues, label: initialLabel ?? '' }}
      validationSchema={labelled ? addressBookSchema : deliveryAddressSchema}
      onSubmit={async (values, helpers) => {
        setServerError(null);
        try {
          await onSubmit(toDeliveryAddressInput(values), values.label.trim());
        } catch (error) {
          helpers.setErrors(fieldErrors(error));
          setServerError(errorMessage(error));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label={t('address.label')}>
          <FocusFirstError />
          <FormError className={styles.error}>{serverError}</FormError>
          {labelled && (
            <>
              <TextField
                name="label"
                label={t('address.name')}
                placeholder={t('address.namePlaceholder')}
                list="address-label-suggestions"
                autoComplete="off"
              />
              <datalist id="address-label-suggestions">
                {ADDRESS_LABEL_SUGGESTIONS.map((label) => (
                  <option key={label} value={label} label={t(`addressLabels.${label}`)} />
                ))}
              </datalist>
            </>
          )}
          <div className={styles.row}>
            <TextField name="area" label={t('address.area')} placeholder={t('address.areaPlaceholder')} autoComplete="address-level3" />
            <SelectField
              name="city"
              label={t('address.city')}
              options={EMIRATE_OPTIONS.map((o) => ({ ...o, label: t(`emirates.${o.value}`, { defaultValue: o.label }) }))}
              placeholder={t('address.cityPlaceholder')}
              autoComplete="address-level1"
            />
          </div>
          <TextField
            name="building"
            label={t('address.building')}
            placeholder={t('address.buildingPlaceholder')}
            autoComplete="address-line1"
          />
          <TextField
            name="apartment"
            label={t('address.apartment')}
            placeholder={t('address.apartmentPlaceholder')}
            autoComplete="address-line2"
          />
          <TextAreaField
            name="instructions"
            label={t('address.instructions')}
            placeholder={t('address.instructionsPlaceholder')}
            counterMax={ADDRESS_INSTRUCTIONS_MAX}
            rows={2}
          />
          <div className={styles.actions}>
            <SubmitButton fullWidth={false}>{submitLabel ?? t('address.save')}</SubmitButton>
            {onCancel && (
              <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
                {t('cancel')}
              </Button>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}
