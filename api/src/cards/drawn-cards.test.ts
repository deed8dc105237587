import { describe, expect, it, vi } from 'vitest';
import { DrawnCards } from './drawn-cards';

const png = (text: string) => Buffer.from(text);

describe('the drawn cards', () => {
  it('draws once for a crowd asking for the same page showing the same, and anew when what it shows changes', async () => {
    const cards = new DrawnCards();
    const draw = vi.fn(async () => png('Trail Planner'));
    const crowd = Array.from({ length: 20 }, () => cards.card('project:1', { name: 'Trail Planner' }, draw));
    expect(new Set(crowd).size).toBe(1);
    await crowd[0]!.png;
    cards.card('project:1', { name: 'Trail Planner' }, draw);
    expect(draw).toHaveBeenCalledTimes(1);

    const renamed = cards.card('project:1', { name: 'Trail Planner, renamed' }, draw);
    expect(renamed.hash).not.toBe(crowd[0]!.hash);
    expect(draw).toHaveBeenCalledTimes(2);
    // Another page showing the same has the same name, drawn for itself.
    expect(cards.card('project:2', { name: 'Trail Planner, renamed' }, draw).hash).toBe(renamed.hash);
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('keeps no card that failed to draw, and only the newest pages past its size', async () => {
    const cards = new DrawnCards(2);
    const failing = vi.fn(async () => {
      throw new Error('the cover is not an image');
    });
    await expect(cards.card('home', { title: 'A' }, failing).png).rejects.toThrow(
      'the cover is not an image',
    );
    const draw = vi.fn(async () => png('home'));
    await cards.card('home', { title: 'A' }, draw).png;
    expect(draw).toHaveBeenCalledTimes(1);

    await cards.card('project:1', {}, draw).png;
    await cards.card('project:2', {}, draw).png;
    await cards.card('project:2', {}, draw).png;
    expect(draw).toHaveBeenCalledTimes(3);
    await cards.card('home', { title: 'A' }, draw).png;
    expect(draw).toHaveBeenCalledTimes(4);
  });
});
