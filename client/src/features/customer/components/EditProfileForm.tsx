import { useTranslation } from 'react-i18next';
import { Form, Formik } from 'formik';
import { FocusFirstError } from '../../../components/form';
import { PhoneField } from '../../../components/form/PhoneField';
import { ProfileImageInput } from '../../../components/form/ProfileImageInput';
import { TextField } from '../../../components/form/TextField';
import { editProfileSchema, type EditProfileValues } from '../validation/profile.schema';
import { reportingSubmit } from '../utils/submitting';

export const EDIT_PROFILE_FORM_ID = 'edit-profile-form';

export interface EditProfileFormProps {
  initialValues: EditProfileValues;
  currentImage: string | null;
  /** Resolves when the request settled (the form stays busy until then). */
  onSubmit: (values: EditProfileValues) => Promise<void>;
  onSubmittingChange?: (submitting: boolean) => void;
}

export const AVATAR_PLACEHOLDER = '/images/avatar-placeholder.svg';

/** Name, phone (country mask, UAE by default) and an optional image; submitted by the modal's Save button. */
export function EditProfileForm({ initialValues, currentImage, onSubmit, onSubmittingChange }: EditProfileFormProps) {
  const { t } = useTranslation('customer');
  return (
    <Formik<EditProfileValues>
      initialValues={initialValues}
      validationSchema={editProfileSchema}
      onSubmit={reportingSubmit(onSubmit, onSubmittingChange)}
    >
      {({ values, setFieldValue }) => (
        <Form id={EDIT_PROFILE_FORM_ID} noValidate>
          <FocusFirstError />
          <ProfileImageInput
            label={t('profile.chooseImage')}
            currentUrl={currentImage || AVATAR_PLACEHOLDER}
            value={values.image}
            onChange={(file) => void setFieldValue('image', file)}
          />
          <TextField name="fullName" label={t('profile.fullName')} autoComplete="name" data-autofocus />
          <PhoneField name="phoneNo" label={t('profile.phoneNumber')} />
        </Form>
      )}
    </Formik>
  );
}
