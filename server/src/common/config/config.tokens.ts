/** Injection token for the validated {@link import('./config.schema.js').AppConfig}, provided by `AppModule.forRoot`. */
export const APP_CONFIG = Symbol('APP_CONFIG');
