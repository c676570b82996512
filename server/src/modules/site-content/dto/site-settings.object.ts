import { Field, ObjectType } from '@nestjs/graphql';

/** Public settings of the site that come from the server's configuration rather than the database. */
@ObjectType('SiteSettings')
export class SiteSettings {
  @Field({
    description: "Customer support phone as shown to visitors, in international format (SUPPORT_PHONE, e.g. '+971 4 123 4567'). Its digits make the tel: and WhatsApp (wa.me) links.",
  })
  supportPhone!: string;
}
