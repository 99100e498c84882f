import { describe, expect, it } from 'vitest';
import { createPendingReplies } from './replies.js';

describe('createPendingReplies', () => {
  it('answers by id, once, and null after the time limit or when all are settled', async () => {
    const replies = createPendingReplies<string>();
    const a = replies.ask(1000);
    const b = replies.ask(1000);
    const late = replies.ask(10);
    expect(a.id).not.toBe(b.id);
    replies.settle(b.id, 'b');
    replies.settle(b.id, 'otra vez');
    expect(await b.answer).toBe('b');
    expect(await late.answer).toBeNull();
    replies.settle(late.id, 'tarde');
    replies.settleAll();
    expect(await a.answer).toBeNull();
  });
});
