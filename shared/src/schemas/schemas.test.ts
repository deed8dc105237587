import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, loginSchema, passwordChangeSchema } from './auth';
import { experienceInputSchema } from './experience';
import { pagingQuerySchema, totalPages } from './paging';
import { projectInputSchema } from './project';
import { tagInputSchema } from './tag';
import { userInputSchema } from './user';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('schemas carry the validation messages of docs/product.md', () => {
  it("asks for a tag's name and colour", () => {
    expect(messages(tagInputSchema.safeParse({ name: ' ', color: '' }))).toEqual({
      name: 'Tag name is required',
      color: 'Tag color is required',
    });
  });

  it('explains a short or missing password and a bad e-mail on login', () => {
    expect(messages(loginSchema.safeParse({ email: 'nope', password: 'abc' }))).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('asks for the current password and a new one of at least 6 characters when changing one', () => {
    expect(messages(passwordChangeSchema.safeParse({}))).toEqual({
      currentPassword: 'Current password is required',
      password: 'Password is required',
    });
    expect(messages(passwordChangeSchema.safeParse({ currentPassword: 'x', password: '12345' }))).toEqual({
      password: 'Password must be at least 6 characters',
    });
    expect(passwordChangeSchema.safeParse({ currentPassword: 'x', password: '123456' }).success).toBe(true);
  });

  it('takes ids as integers or their digits, and nothing looser', () => {
    const userIdOf = (userId: unknown) =>
      projectInputSchema
        .safeParse({ name: 'n', description: 'd', userId })
        .error?.issues.find((issue) => issue.path[0] === 'userId')?.message;
    expect(userIdOf(3)).toBeUndefined();
    expect(userIdOf('3')).toBeUndefined();
    for (const loose of [true, '0x3', '1e0', ' 3', '+3', '03', 0, 1.5, 2147483648, '']) {
      expect(userIdOf(loose), String(loose)).toBe('Pick a valid user');
    }
  });

  it('refuses an experience or project body that is not an object, without throwing', () => {
    for (const body of [null, [], 'text', 42]) {
      expect(experienceInputSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
      expect(projectInputSchema.safeParse(body).success, JSON.stringify(body)).toBe(false);
    }
  });

  it('says passwords must match', () => {
    expect(
      messages(changePasswordFormSchema.safeParse({ password: 'secret1', confirmPassword: 'secret2' })),
    ).toEqual({
      confirmPassword: 'Passwords must match',
    });
  });

  it('turns empty optional project URLs into null and refuses javascript: links', () => {
    const base = { name: 'P', description: 'D', userId: '1', cover: '' };
    const parsed = projectInputSchema.parse({
      ...base,
      domain: '',
      repo: undefined,
      details: 'https://x.dev',
    });
    expect(parsed).toMatchObject({
      domain: null,
      repo: null,
      details: 'https://x.dev',
      userId: 1,
      cover: null,
    });
    expect(messages(projectInputSchema.safeParse({ ...base, domain: 'javascript:alert(1)' }))).toEqual({
      domain: 'Invalid URL',
    });
    expect(messages(projectInputSchema.safeParse({ ...base, userId: '' }))).toEqual({
      userId: 'Pick a valid user',
    });
  });

  it('keeps experience dates as calendar days and an empty end date as ongoing', () => {
    const experience = {
      title: 'Dev',
      description: 'Built things',
      userId: 1,
      company: 'ACME',
      startDate: '2024-01-31',
      endDate: '',
      employmentType: 'full-time',
      location: 'Remote',
      companyWebsite: '',
    };
    expect(experienceInputSchema.parse(experience)).toMatchObject({ endDate: null, companyWebsite: null });
    expect(
      messages(experienceInputSchema.safeParse({ ...experience, startDate: '', employmentType: '' })),
    ).toEqual({
      startDate: 'Start date is required',
      employmentType: 'Employment type is required',
    });
    expect(messages(experienceInputSchema.safeParse({ ...experience, endDate: '2023-12-01' }))).toEqual({
      endDate: 'End date must not be before the start date',
    });
    expect(
      messages(experienceInputSchema.safeParse({ ...experience, title: '', endDate: '2023-12-01' })),
    ).toEqual({
      title: 'Experience title is required',
      endDate: 'End date must not be before the start date',
    });
  });

  it("asks for every gallery image's alt text, keeps its caption optional, and leaves the gallery out when not sent", () => {
    const base = { name: 'P', description: 'D', userId: 1 };
    const image = 'https://example.com/api/uploads/projects/abc.png';
    expect(
      messages(
        projectInputSchema.safeParse({
          ...base,
          gallery: [
            { image, alt: '  ', caption: '' },
            { image: '', alt: 'The map' },
            { image: 'javascript:alert(1)', alt: 'x' },
          ],
        }),
      ),
    ).toEqual({
      'gallery.0.alt': 'Describe the image for those who cannot see it',
      'gallery.1.image': 'Upload an image',
      'gallery.2.image': 'Invalid image URL',
    });
    expect(
      projectInputSchema.parse({ ...base, gallery: [{ image, alt: ' The map ', caption: ' ' }] }).gallery,
    ).toEqual([{ image, alt: 'The map', caption: null }]);
    expect(projectInputSchema.parse(base).gallery).toBeUndefined();
    expect(messages(projectInputSchema.safeParse({ ...base, gallery: 'pics' }))).toEqual({
      gallery: 'The gallery must be a list',
    });
  });

  it('tells a missing availability from an unknown one', () => {
    const issues = (availability: unknown) =>
      messages(userInputSchema.safeParse({ availability })).availability;
    expect(issues(undefined)).toBe('Availability is required');
    expect(issues('Sleeping')).toBe('Invalid availability status');
  });
});

describe('paging', () => {
  it('defaults to the first 10 rows and caps the limit at 100', () => {
    expect(pagingQuerySchema.parse({})).toEqual({ offset: 0, limit: 10 });
    expect(pagingQuerySchema.parse({ offset: '20', limit: '500' })).toEqual({ offset: 20, limit: 100 });
  });

  it('refuses negative and non-numeric paging', () => {
    expect(pagingQuerySchema.safeParse({ offset: '-1' }).success).toBe(false);
    expect(pagingQuerySchema.safeParse({ limit: 'ten' }).success).toBe(false);
    expect(pagingQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
  });

  it('never reports fewer than one page', () => {
    expect([0, 1, 10, 11].map((rows) => totalPages(rows, 10))).toEqual([1, 1, 1, 2]);
  });
});
