import { Global, Module } from '@nestjs/common';
import { CacheBus } from './cache-bus';
import { PublicReadCache } from './public-read-cache';

@Global()
@Module({ providers: [CacheBus, PublicReadCache], exports: [CacheBus, PublicReadCache] })
export class CacheModule {}
