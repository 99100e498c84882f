import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAutoSaver, type AutoSaveState } from './autoSave';

/** A save whose outcome each test decides. */
function controlledSave() {
  const calls: { html: string; resolve: () => void; reject: (error: Error) => void }[] = [];
  const save = vi.fn(
    (html: string) =>
      new Promise<void>((resolve, reject) => {
        calls.push({ html, resolve, reject });
      }),
  );
  return { save, calls };
}

function setup(initialHtml = '<p>Inicio</p>') {
  const { save, calls } = controlledSave();
  const states: AutoSaveState[] = [];
  const saver = createAutoSaver({ save, onState: (state) => states.push(state), initialHtml });
  const statuses = () => states.map((state) => state.status);
  return { saver, save, calls, states, statuses };
}

/** Lets settled promises run their continuations. */
const flushPromises = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('createAutoSaver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts saved and a real change makes it pending with unsaved changes', () => {
    const { saver, states } = setup();
    expect(saver.state()).toEqual({ status: 'saved', hasUnsavedChanges: false });
    saver.change('<p>Inicio editado</p>');
    expect(states).toEqual([{ status: 'pending', hasUnsavedChanges: true }]);
  });

  it('ignores identical content', () => {
    const { saver, states, save } = setup();
    saver.change('<p>Inicio</p>');
    vi.advanceTimersByTime(5000);
    expect(states).toEqual([]);
    expect(save).not.toHaveBeenCalled();
  });

  it('saves 2 s after the last change, not before', () => {
    const { saver, save } = setup();
    saver.change('<p>A</p>');
    vi.advanceTimersByTime(1999);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(save).toHaveBeenCalledWith('<p>A</p>');
  });

  it('restarts the timer on every change and saves only the latest content', () => {
    const { saver, save } = setup();
    saver.change('<p>A</p>');
    vi.advanceTimersByTime(1500);
    saver.change('<p>AB</p>');
    vi.advanceTimersByTime(1500);
    expect(save).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('<p>AB</p>');
  });

  it('goes pending → saving → saved and clears the unsaved flag on success', async () => {
    const { saver, calls, states } = setup();
    saver.change('<p>A</p>');
    vi.advanceTimersByTime(2000);
    expect(saver.state()).toEqual({ status: 'saving', hasUnsavedChanges: true });
    calls[0]!.resolve();
    await flushPromises();
    expect(states).toEqual([
      { status: 'pending', hasUnsavedChanges: true },
      { status: 'saving', hasUnsavedChanges: true },
      { status: 'saved', hasUnsavedChanges: false },
    ]);
  });

  it('goes saving → error on failure, keeps the unsaved flag, and the next change retries', async () => {
    const { saver, calls, save, statuses } = setup();
    saver.change('<p>A</p>');
    vi.advanceTimersByTime(2000);
    calls[0]!.reject(new Error('500'));
    await flushPromises();
    expect(saver.state()).toEqual({ status: 'error', hasUnsavedChanges: true });
    saver.change('<p>AB</p>');
    expect(saver.state().status).toBe('pending');
    vi.advanceTimersByTime(2000);
    expect(save).toHaveBeenLastCalledWith('<p>AB</p>');
    calls[1]!.resolve();
    await flushPromises();
    expect(statuses()).toEqual(['pending', 'saving', 'error', 'pending', 'saving', 'saved']);
  });

  it('retries after an error with saveNow', async () => {
    const { saver, calls, save } = setup();
    saver.change('<p>A</p>');
    vi.advanceTimersByTime(2000);
    calls[0]!.reject(new Error('red'));
    await flushPromises();
    const done = saver.saveNow();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('<p>A</p>');
    calls[1]!.resolve();
    await done;
    expect(saver.state()).toEqual({ status: 'saved', hasUnsavedChanges: false });
  });

  it('saveNow saves at once and cancels the timer', async () => {
    const { saver, calls, save } = setup();
    saver.change('<p>A</p>');
    const done = saver.saveNow();
    expect(saver.state().status).toBe('saving');
    expect(save).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await done;
    vi.advanceTimersByTime(5000);
    expect(save).toHaveBeenCalledTimes(1);
    expect(saver.state()).toEqual({ status: 'saved', hasUnsavedChanges: false });
  });

  it('saveNow with nothing unsaved does not call save', async () => {
    const { saver, save, states } = setup();
    await saver.saveNow();
    expect(save).not.toHaveBeenCalled();
    expect(states).toEqual([]);
  });

  it('saves a change made during a save after it, never overlapping', async () => {
    const { saver, calls, save, statuses } = setup();
    saver.change('<p>A</p>');
    vi.advanceTimersByTime(2000);
    saver.change('<p>AB</p>');
    expect(saver.state()).toEqual({ status: 'saving', hasUnsavedChanges: true });
    vi.advanceTimersByTime(2000);
    // The timer fired while the first save runs: no second request yet.
    expect(save).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await flushPromises();
    expect(save).toHaveBeenCalledTimes(2);
    expect(save).toHaveBeenLastCalledWith('<p>AB</p>');
    calls[1]!.resolve();
    await flushPromises();
    expect(statuses()).toEqual(['pending', 'saving', 'saved']);
    expect(saver.state()).toEqual({ status: 'saved', hasUnsavedChanges: false });
  });

  it('after a save, newer content waiting for its timer shows pending, then saves', async () => {
    const { saver, calls, save } = setup();
    saver.change('<p>A</p>');
    vi.advanceTimersByTime(2000);
    vi.advanceTimersByTime(100);
    saver.change('<p>AB</p>');
    calls[0]!.resolve();
    await flushPromises();
    expect(saver.state()).toEqual({ status: 'pending', hasUnsavedChanges: true });
    vi.advanceTimersByTime(2000);
    expect(save).toHaveBeenLastCalledWith('<p>AB</p>');
  });

  it('saveNow during a save waits for it and then saves the newer content', async () => {
    const { saver, calls, save } = setup();
    saver.change('<p>A</p>');
    vi.advanceTimersByTime(2000);
    saver.change('<p>AB</p>');
    const done = saver.saveNow();
    expect(save).toHaveBeenCalledTimes(1);
    calls[0]!.resolve();
    await flushPromises();
    expect(save).toHaveBeenCalledTimes(2);
    calls[1]!.resolve();
    await done;
    expect(saver.state()).toEqual({ status: 'saved', hasUnsavedChanges: false });
  });

  it('going back to the saved content needs no request', () => {
    const { saver, save } = setup();
    saver.change('<p>A</p>');
    saver.change('<p>Inicio</p>');
    vi.advanceTimersByTime(2000);
    expect(save).not.toHaveBeenCalled();
    expect(saver.state()).toEqual({ status: 'saved', hasUnsavedChanges: false });
  });

  it('honours a custom delay', () => {
    const save = vi.fn(() => Promise.resolve());
    const saver = createAutoSaver({ delayMs: 500, save, onState: () => {} });
    saver.change('<p>x</p>');
    vi.advanceTimersByTime(500);
    expect(save).toHaveBeenCalledWith('<p>x</p>');
  });

  it('dispose stops the timer and the reports', () => {
    const { saver, save, states } = setup();
    saver.change('<p>A</p>');
    saver.dispose();
    vi.advanceTimersByTime(5000);
    saver.change('<p>AB</p>');
    expect(save).not.toHaveBeenCalled();
    expect(states).toHaveLength(1);
  });
});
