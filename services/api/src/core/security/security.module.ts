import { Global, Module } from '@nestjs/common';
import { RateLimiter } from './rate-limiter';
import { TextCaps } from './text-caps';
import { TextCapsRepository } from './text-caps.repository';

@Global()
@Module({ providers: [RateLimiter, TextCaps, TextCapsRepository], exports: [RateLimiter, TextCaps] })
export class SecurityModule {}
