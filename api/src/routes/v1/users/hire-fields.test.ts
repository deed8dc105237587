import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, startTestApp, type TestApp } from '../../../../test/test-app';

/** The owner's profile as the admin's form sends it, with `changes`. */
const ownerProfile = (changes: Record<string, unknown> = {}) => ({
  firstName: 'Alex',
  lastName: 'Morgan',
  professionalTitle: 'Full-stack developer',
  bio: 'Builds things.',
  availability: 'Available for hire',
  email: 'owner@example.com',
  phone: '+1 555 0100',
  github: 'https://github.com/example',
  linkedin: 'https://www.linkedin.com/in/example',
  notionResume: 'https://www.notion.so/example-resume',
  avatar: '',
  ...changes,
});

interface Profile {
  primaryAction: string;
  bookingUrl: string | null;
  accent: string;
  location: string | null;
  timeZone: string | null;
  signOff: string | null;
}

describe("the profile's way to hire the owner, accent and footer", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const save = (changes: Record<string, unknown>) =>
    t.asOwner({ method: 'PUT', url: '/api/v1/users/1', payload: ownerProfile(changes) });
  const visitorReads = async () =>
    (await t.inject({ method: 'GET', url: '/api/v1/users/1' })).json<Profile>();

  it('shows anyone the demo owner’s primary action, accent, place and sign-off', async () => {
    expect(await visitorReads()).toMatchObject({
      primaryAction: 'get-in-touch',
      bookingUrl: null,
      accent: 'sky',
      location: 'Lisbon, Portugal',
      timeZone: 'Europe/Lisbon',
      signOff: 'Happy to talk about front-end platforms, performance and accessible design systems.',
    });
  });

  it('saves "Book a call" with its https booking page, and keeps the fields a client leaves out', async () => {
    const saved = await save({
      primaryAction: 'book-a-call',
      bookingUrl: 'https://cal.com/alex/intro',
      accent: 'violet',
      timeZone: 'America/New_York',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await visitorReads()).toMatchObject({
      primaryAction: 'book-a-call',
      bookingUrl: 'https://cal.com/alex/intro',
      accent: 'violet',
      location: 'Lisbon, Portugal',
      timeZone: 'America/New_York',
    });
    // A client written before these fields existed changes none of them.
    expect((await save({})).statusCode).toBe(200);
    expect(await visitorReads()).toMatchObject({ primaryAction: 'book-a-call', accent: 'violet' });
    // Emptied, an optional line is cleared.
    expect((await save({ location: '', signOff: '  ', timeZone: '' })).statusCode).toBe(200);
    expect(await visitorReads()).toMatchObject({ location: null, signOff: null, timeZone: null });
  });

  it('says what is wrong with each field, and changes nothing', async () => {
    const before = await visitorReads();
    const refused = await save({
      primaryAction: 'hire-me-now',
      bookingUrl: 'http://cal.com/alex',
      accent: 'chartreuse',
      timeZone: 'Mars/Olympus_Mons',
      signOff: 'First line\nsecond line',
      location: 'x'.repeat(121),
    });
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused)).toEqual({
      primaryAction: 'Pick one of the actions offered',
      bookingUrl: 'Use the https:// address of your booking page',
      accent: 'Pick one of the accent colours offered',
      timeZone: 'Use a time zone name such as Europe/Lisbon or America/New_York',
      signOff: 'Keep the sign-off to one line',
      location: 'Must be at most 120 characters',
    });
    expect(await visitorReads()).toEqual(before);
  });

  it('asks for the booking page with "Book a call", and a public résumé with "Download CV"', async () => {
    const noBooking = await save({ primaryAction: 'book-a-call', bookingUrl: '' });
    expect(fieldErrors(noBooking)).toEqual({
      bookingUrl: 'Give the address of your booking page to offer "Book a call"',
    });
    const hiddenResume = await save({ primaryAction: 'download-cv', resumePublic: false });
    expect(fieldErrors(hiddenResume)).toEqual({
      primaryAction: '"Download CV" needs the résumé to be public',
    });
    expect((await save({ primaryAction: 'download-cv', resumePublic: true })).statusCode).toBe(200);
    expect((await visitorReads()).primaryAction).toBe('download-cv');
  });
});
