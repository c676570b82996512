import { Field, ObjectType } from '@nestjs/graphql';

/** Public settings of the site that come from the server's configuration rather than the database. */
@ObjectType('SiteSettings')
export class SiteSettings {
  @Field({
    description:
      "Customer support phone as shown to visitors, in international format (SUPPORT_PHONE, e.g. '+971 4 123 4567'). Its digits make the tel: and WhatsApp (wa.me) links.",
  })
  supportPhone!: string;

  @Field(() => String, {
    nullable: true,
    description: 'App Store page of the mobile app (APP_STORE_URL, https), or null when unset: the App Store badge is then hidden.',
  })
  appStoreUrl!: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Google Play page of the mobile app (GOOGLE_PLAY_URL, https), or null when unset: the Google Play badge is then hidden.',
  })
  googlePlayUrl!: string | null;
}
