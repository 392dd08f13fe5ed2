import type { QueueDepth } from '../jobs/job-dispatcher';

const startedAt = Date.now() / 1000 - process.uptime();

/** The process's CPU, memory and start time in Prometheus's text format (the standard `process_` names). */
export function renderProcessMetrics(): string {
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  return [
    '# HELP process_cpu_seconds_total Total user and system CPU time spent in seconds.',
    '# TYPE process_cpu_seconds_total counter',
    `process_cpu_seconds_total ${(cpu.user + cpu.system) / 1e6}`,
    '# HELP process_resident_memory_bytes Resident memory size in bytes.',
    '# TYPE process_resident_memory_bytes gauge',
    `process_resident_memory_bytes ${memory.rss}`,
    '# HELP nodejs_heap_used_bytes V8 heap in use in bytes.',
    '# TYPE nodejs_heap_used_bytes gauge',
    `nodejs_heap_used_bytes ${memory.heapUsed}`,
    '# HELP process_start_time_seconds Start time of the process since the Unix epoch in seconds.',
    '# TYPE process_start_time_seconds gauge',
    `process_start_time_seconds ${Math.round(startedAt)}`,
    '',
  ].join('\n');
}

const STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** Each queue's jobs per state; `up` 0 when the queues could not be read (Redis down). */
export function renderQueueMetrics(depths: QueueDepth[] | null, up: boolean): string {
  const lines = [
    '# HELP groombook_queue_up Whether the job queues could be read (1) or not (0).',
    '# TYPE groombook_queue_up gauge',
    `groombook_queue_up ${up ? 1 : 0}`,
  ];
  if (depths) {
    lines.push('# HELP groombook_queue_jobs Jobs in each queue, by state.', '# TYPE groombook_queue_jobs gauge');
    for (const depth of depths) for (const state of STATES) lines.push(`groombook_queue_jobs{queue="${depth.queue}",state="${state}"} ${depth[state]}`);
  }
  return `${lines.join('\n')}\n`;
}
