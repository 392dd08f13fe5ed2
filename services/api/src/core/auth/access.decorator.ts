import { SetMetadata } from '@nestjs/common';
import type { AccessKey } from './access-policy';

export const ACCESS_KEY = 'groombook:access';

/** Names the ACCESS_POLICY entry that decides who may call this route. */
export const Access = (key: AccessKey) => SetMetadata(ACCESS_KEY, key);
