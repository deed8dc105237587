import { describe, expect, it } from 'vitest';
import { contentReasons } from './content-checks';

describe('content checks', () => {
  it('lets an ordinary message with a link or two through', () => {
    expect(
      contentReasons(
        'Hi! I saw your portfolio project at https://example.com/app and the repo on www.github.com. ' +
          'Would you be open to a short call next week about a contract role?',
      ),
    ).toEqual([]);
  });

  it('flags more than two links', () => {
    expect(
      contentReasons('cheap https://a.example https://b.example http://c.example [url=http://d.example]'),
    ).toEqual(['links']);
  });

  it('flags the same few words over and over', () => {
    expect(contentReasons('buy now '.repeat(20))).toEqual(['repeated']);
  });

  it('flags a line pasted three times', () => {
    expect(
      contentReasons('Best offer for you today\nBest offer for you today\nbest offer for you today'),
    ).toEqual(['repeated']);
  });

  it('leaves short replies with repeated words alone', () => {
    expect(contentReasons('Yes yes, thank you thank you!')).toEqual([]);
  });
});
