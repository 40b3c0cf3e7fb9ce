import type { WorkerLike, WorkerReply, WorkerRequest } from './workerPool';

/** A worker double for unit tests: records what it is sent and lets the test answer, crash or see it terminated. */
export class FakeWorker<Job, Outcome> implements WorkerLike<Job, Outcome> {
  sent: WorkerRequest<Job>[] = [];
  terminated = false;
  private onMessage: ((event: { data: WorkerReply<Outcome> }) => void)[] = [];
  private onError: ((event: { preventDefault?: () => void }) => void)[] = [];
  postMessage(message: WorkerRequest<Job>) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  addEventListener(type: 'message' | 'error', listener: (event: never) => void) {
    if (type === 'message') this.onMessage.push(listener as (event: { data: WorkerReply<Outcome> }) => void);
    else this.onError.push(listener as (event: { preventDefault?: () => void }) => void);
  }
  reply(data: WorkerReply<Outcome>) {
    for (const l of this.onMessage) l({ data });
  }
  /** Answers the last job sent with `outcome`. */
  answer(outcome: Outcome) {
    this.reply({ id: this.last.id, kind: 'done', outcome });
  }
  crash() {
    for (const l of this.onError) l({ preventDefault: () => {} });
  }
  get last() {
    return this.sent[this.sent.length - 1]!;
  }
}

/** Makes fake workers and keeps them, in the order made. */
export function fakeWorkers<Job, Outcome>(): { made: FakeWorker<Job, Outcome>[]; create: () => FakeWorker<Job, Outcome> } {
  const made: FakeWorker<Job, Outcome>[] = [];
  return {
    made,
    create: () => {
      const worker = new FakeWorker<Job, Outcome>();
      made.push(worker);
      return worker;
    },
  };
}
