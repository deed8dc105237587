import { describe, expect, it } from 'vitest';
import { readContactForm } from './contact-form';

describe('reading the contact form post', () => {
  it('takes each field once, the first of its name, and leaves anything else behind', () => {
    expect(
      readContactForm(
        'name=Ada+Lovelace&email=ada%40example.org&message=Hello%0D%0Athere&project=2&name=Second&admin=1',
      ),
    ).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      message: 'Hello\r\nthere',
      project: '2',
      challenge: '',
      website: '',
    });
  });

  it('reads an empty or missing body as an empty form', () => {
    expect(readContactForm('')).toEqual({
      name: '',
      email: '',
      message: '',
      project: '',
      challenge: '',
      website: '',
    });
  });
});
