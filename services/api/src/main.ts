import { loadConfig } from './core/config/app-config';
import { openDatabaseConnection } from './core/database/database-connection';
import { createApiApp } from './api-app';
import { EventsController } from './core/realtime/events.controller';
import { seedDemoOnEmptyDatabase } from './modules/demo-data/demo-seed';
import { InitialSuperadmin } from './modules/identity/initial-superadmin';
import { failStartup, onShutdownSignal } from './process-lifecycle';

const isLoopbackHost = (host: string) => host === 'localhost' || host === '::1' || host.startsWith('127.');

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabaseConnection(config);
  const app = await createApiApp(config, database);
  const demo = config.seedDemo ? await seedDemoOnEmptyDatabase(app) : [];
  const firstSuperadmin = await app.get(InitialSuperadmin).ensure();
  await app.listen(config.port, config.host);

  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = config.publicUrl ?? `http://localhost:${port}`;
  // Emailed links fall back to this address; with PORT=0 it is known only now.
  config.publicUrl ??= url;
  const storage = database.mode === 'embedded' ? `embedded Postgres in ${config.database.embeddedDataDir}` : 'Postgres';
  const jobs = config.redisUrl ? 'jobs on BullMQ workers' : 'jobs in process';
  for (const line of demo) console.log(line);
  if (firstSuperadmin) console.log(firstSuperadmin);
  if (config.mail.mode === 'dev-mailbox') console.log(`Outgoing email is kept at ${url}/api/dev/mailbox (open it on this machine)`);
  if (config.mail.mode === 'off') console.log('Email is off: SMTP_URL is not set, so password links and invitations are not sent.');
  if (config.sms.mode === 'simulator') console.log(`Text messages go to the SMS simulator at ${url}/api/dev/sms (open it on this machine)`);
  if (config.sms.mode === 'off') console.log('SMS is off: no Twilio settings (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN), so texts and reminders are not sent.');
  if (config.sms.mode === 'twilio') console.log(`Texts go through Twilio; its webhooks: ${url}/api/sms/status and ${url}/api/sms/inbound`);
  if (!isLoopbackHost(config.host)) console.log(`Listening on ${config.host}: other machines on the network can reach it.`);
  console.log(`GroomBook is running at ${url} (listening on ${config.host}:${port}, ${storage}, ${jobs})`);

  onShutdownSignal(async () => {
    // From here new connections are refused and requests on open ones answered 503; the
    // requests in flight finish, then the server closes.
    const serverClosed = app.getHttpAdapter().getInstance().close();
    // Live-update streams would hold it open: each is told to reconnect (elsewhere, or here once restarted), then ended.
    app.get(EventsController).endAll();
    await serverClosed;
    // Then queues, Redis and the pool, which those requests may still have needed.
    await app.close();
    await database.stop();
    console.log('GroomBook stopped');
  });
}

main().catch(failStartup);
