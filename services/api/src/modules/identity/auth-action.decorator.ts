import { applyDecorators, HttpCode, Post } from '@nestjs/common';
import { Access } from '../../core/auth/access.decorator';
import type { AccessKey } from '../../core/auth/access-policy';

/** A sign-in, sign-out or password step: a POST that acts rather than creates, so it answers 200, under its access policy entry. */
export const AuthAction = (path: string, access: AccessKey) => applyDecorators(Post(path), HttpCode(200), Access(access));
