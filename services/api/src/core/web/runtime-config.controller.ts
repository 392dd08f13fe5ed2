import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RuntimeConfig } from '@groombook/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Access } from '../auth/access.decorator';

/** The shell reads this at start-up to find the API and each remote's mf-manifest.json. */
@Controller()
export class RuntimeConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get('config.json')
  @Access('runtime-config.read')
  @Header('Cache-Control', 'no-cache')
  runtimeConfig(): RuntimeConfig {
    return { apiBaseUrl: this.config.web.apiBaseUrl, remotes: this.config.web.remotes };
  }
}
