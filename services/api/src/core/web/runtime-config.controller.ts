import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { RuntimeConfig } from '@groombook/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Access } from '../auth/access.decorator';
import { RemoteUrlsSource } from './remote-urls';

/** The shell reads this at start-up to find the API and each remote's remoteEntry.js, and whether Google sign-in is on. */
@Controller()
export class RuntimeConfigController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly remoteUrls: RemoteUrlsSource,
  ) {}

  @Get('config.json')
  @Access('runtime-config.read')
  @Header('Cache-Control', 'no-cache')
  async runtimeConfig(): Promise<RuntimeConfig> {
    return {
      apiBaseUrl: this.config.web.apiBaseUrl,
      remotes: await this.remoteUrls.remotes(),
      googleSignIn: this.config.auth.google !== null,
    };
  }
}
