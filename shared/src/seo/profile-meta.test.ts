import { describe, expect, it } from 'vitest';
import { profileMeta, shorten } from './profile-meta';

const owner = {
  firstName: 'Alex',
  lastName: 'Morgan',
  professionalTitle: 'Full-stack developer',
  bio: 'I build fast, accessible web applications.',
  avatar: 'https://images.example.com/alex.jpg',
};
const emptyOwner = { ...owner, professionalTitle: null, bio: null, avatar: null };

describe('profileMeta', () => {
  it('titles the page with the name and the professional title, described by the bio', () => {
    expect(profileMeta(owner, 'https://alex.example.com/')).toEqual({
      title: 'Alex Morgan · Full-stack developer',
      description: 'I build fast, accessible web applications.',
      image: 'https://images.example.com/alex.jpg',
      firstName: 'Alex',
      lastName: 'Morgan',
    });
  });

  it('falls back to the default title and a generated description, without an image', () => {
    const result = profileMeta(emptyOwner, 'https://alex.example.com/');
    expect(result.title).toBe('Alex Morgan · front end developer');
    expect(result.description).toBe('Alex Morgan, front end developer: experience, stack and projects.');
    expect(result.image).toBeNull();
  });

  it('makes an uploaded avatar path absolute, since link previews need full URLs', () => {
    const result = profileMeta(
      { ...owner, avatar: '/uploads/avatars/alex.png' },
      'https://alex.example.com/',
    );
    expect(result.image).toBe('https://alex.example.com/uploads/avatars/alex.png');
  });

  it('shortens a long bio at a word boundary', () => {
    const text = shorten('word '.repeat(60));
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/word…$/);
  });
});
