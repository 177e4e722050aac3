/**
 * Where the reads went, from the workers themselves: each worker's /api/health counts the queries
 * its replicas and the primary answered since it started. Asked on fresh connections until every
 * worker of every instance has answered (the cluster hands each connection to one of them).
 */
import http from 'node:http';
import type { Instance } from './instances';

interface WorkerHealth {
  worker: number;
  readReplicas?: { reads: { replica: number; primary: number } };
}

function healthOf(url: string): Promise<WorkerHealth | null> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/api/health`, { agent: false, timeout: 5000 }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        try {
          resolve(JSON.parse(body) as WorkerHealth);
        } catch {
          resolve(null);
        }
      });
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(null));
  });
}

export async function readCounts(instances: Instance[], asksPerInstance = 40): Promise<{ replica: number; primary: number; workers: number }> {
  const byWorker = new Map<number, { replica: number; primary: number }>();
  for (const instance of instances) {
    for (let i = 0; i < asksPerInstance; i++) {
      const health = await healthOf(instance.url);
      if (health?.readReplicas) byWorker.set(health.worker, health.readReplicas.reads);
    }
  }
  const reads = [...byWorker.values()];
  return {
    replica: reads.reduce((n, r) => n + r.replica, 0),
    primary: reads.reduce((n, r) => n + r.primary, 0),
    workers: byWorker.size,
  };
}
