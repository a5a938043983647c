import { Global, Module } from '@nestjs/common';
import { CacheBus } from './cache-bus';

@Global()
@Module({ providers: [CacheBus], exports: [CacheBus] })
export class CacheModule {}
