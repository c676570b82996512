import { Global, Module } from '@nestjs/common';
import { Lifecycle } from './lifecycle.service.js';

/** Offers {@link Lifecycle} (shutdown state, in-flight tracking, drain hooks) to every module. */
@Global()
@Module({ providers: [Lifecycle], exports: [Lifecycle] })
export class LifecycleModule {}
