import { saveToken } from '@portfolio/shared/api';
import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { experience, jamie, owner, project, react, frontend } from '../test/fixtures';
import { listOf, renderAdmin } from '../test/render-admin';

const TOKEN_OF_USER_1 = `e30.${btoa(JSON.stringify({ sub: '1' })).replace(/=+$/, '')}.c2ln`;
const type = (user: UserEvent, name: string, text: string) =>
  user.type(screen.getByRole('textbox', { name }), text);
const ownerChosen = () =>
  waitFor(() => expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveDisplayValue('Alex Morgan'));

interface Case {
  path: string;
  key: string;
  item: { id: number; [key: string]: unknown };
  label: string;
  /** Fills a valid new item. */
  fill: (user: UserEvent) => Promise<void>;
  texts: Record<
    | 'list'
    | 'one'
    | 'created'
    | 'createFailed'
    | 'updated'
    | 'updateFailed'
    | 'question'
    | 'deleted'
    | 'deleteFailed',
    string
  >;
}

// The texts of docs/product.md#resource-texts, resource by resource.
const CASES: Case[] = [
  {
    path: 'tags',
    key: 'tags',
    item: frontend,
    label: 'Frontend',
    fill: async (user) => {
      await type(user, 'Name', 'Cloud');
      await user.click(screen.getByRole('radio', { name: 'red' }));
    },
    texts: {
      list: 'Failed to load tags.',
      one: 'Failed to load tag.',
      created: 'Tag created successfully!',
      createFailed: 'Failed to create tag.',
      updated: 'Tag updated successfully!',
      updateFailed: 'Failed to update tag.',
      question: "Delete 'Frontend' tag?",
      deleted: 'Tag deleted successfully!',
      deleteFailed: 'Failed to delete tag.',
    },
  },
  {
    path: 'technologies',
    key: 'technologies',
    item: react,
    label: 'React',
    fill: (user) => type(user, 'Name', 'Go'),
    texts: {
      list: 'Failed to fetch technologies.',
      one: 'Failed to fetch technology.',
      created: 'Technology created successfully!',
      createFailed: 'Failed to create technology.',
      updated: 'Technology updated successfully!',
      updateFailed: 'Failed to update technology.',
      question: "Delete 'React' technology?",
      deleted: 'Technology successfully deleted!',
      deleteFailed: 'Failed to delete technology.',
    },
  },
  {
    path: 'projects',
    key: 'projects',
    item: project(1, 'Alpha'),
    label: 'Alpha',
    fill: async (user) => {
      await ownerChosen();
      await type(user, 'Name', 'Weather');
      await type(user, 'Description', 'Charts.');
    },
    texts: {
      list: 'Failed to load projects.',
      one: 'Failed to load project.',
      created: 'Project created successfully!',
      createFailed: 'Failed to create project.',
      updated: 'Project updated successfully!',
      updateFailed: 'Failed to update project.',
      question: "Delete project 'Alpha'?",
      deleted: 'Project successfully deleted!',
      deleteFailed: 'Failed to delete project.',
    },
  },
  {
    path: 'experiences',
    key: 'experiences',
    item: experience(1),
    label: 'Senior Frontend Engineer at Northwind',
    fill: async (user) => {
      await ownerChosen();
      await type(user, 'Title', 'Dev');
      await type(user, 'Description', 'Code.');
      await type(user, 'Company', 'Fabrikam');
      await user.type(screen.getByLabelText('Start date'), '2024-01-01');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Employment type' }), 'Freelance');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Remote');
    },
    texts: {
      list: 'Failed to fetch work experiences.',
      one: 'Failed to load experience.',
      created: 'Experience created successfully!',
      createFailed: 'Failed to create experience.',
      updated: 'Experience updated successfully!',
      updateFailed: 'Failed to update experience.',
      question: 'Delete your experience at Northwind as Senior Frontend Engineer?',
      deleted: 'Experience successfully deleted!',
      deleteFailed: 'Failed to delete experience.',
    },
  },
  {
    path: 'users',
    key: 'users',
    item: { ...jamie, experiences: [], projects: [] },
    label: 'Jamie Rivera',
    fill: async (user) => {
      for (const [name, text] of [
        ['First name', 'Sam'],
        ['Last name', 'Lee'],
        ['Professional title', 'Designer'],
        ['Bio', 'Draws.'],
        ['Email', 'sam@example.com'],
        ['Phone', '1'],
        ['GitHub', 'https://github.com/sam'],
        ['LinkedIn', 'https://linkedin.com/in/sam'],
        ['Notion resume', 'https://notion.so/sam'],
      ] as const) {
        await type(user, name, text);
      }
      await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'Looking');
    },
    texts: {
      list: 'Failed to load users.',
      one: 'Failed to load user.',
      created: 'User created successfully! An invitation e-mail is on its way.',
      createFailed: 'Failed to create user.',
      updated: 'User updated successfully.',
      updateFailed: 'Failed to update user.',
      question: "Delete user 'Jamie Rivera'?",
      deleted: 'User deleted successfully.',
      deleteFailed: 'Failed to delete user.',
    },
  },
];

const ok = (body: unknown, status = 200) => ({ status, body });
const failed = problem(500, 'Something went wrong');

describe.each(CASES)('the $path screens say', ({ path, key, item, label, fill, texts }) => {
  beforeEach(() => saveToken(TOKEN_OF_USER_1));
  const common = {
    'GET /users': listOf('users', [owner, jamie]),
    'GET /uploads/target': ok({ url: null, cloudName: null }),
  };

  it(`'${texts.list}' when the list fails`, async () => {
    stubApi({ ...common, [`GET /${path}`]: failed });
    renderAdmin(`/admin/${path}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.list);
  });

  it(`'${texts.one}' when one fails to load`, async () => {
    stubApi({ ...common, [`GET /${path}/${item.id}`]: failed });
    renderAdmin(`/admin/${path}/${item.id}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(texts.one);
  });

  it.each([
    ['success', 204, 'deleted'],
    ['failure', 500, 'deleteFailed'],
  ] as const)(`the delete's %s`, async (_, status, text) => {
    const me = { ...owner, id: 99 };
    stubApi({
      ...common,
      [`GET /${path}`]: listOf(key, [path === 'users' ? { ...me, ...item } : item]),
      [`DELETE /${path}/${item.id}`]: status === 204 ? { status } : failed,
    });
    const { user } = renderAdmin(`/admin/${path}`);
    await user.click(await screen.findByRole('button', { name: `Delete ${label}` }));
    expect(screen.getByRole('dialog')).toHaveAccessibleName(texts.question);
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole(status === 204 ? 'status' : 'alert')).toHaveTextContent(texts[text]);
  });

  it.each([
    ['success', 200, 'updated'],
    ['failure', 500, 'updateFailed'],
  ] as const)(`the update's %s`, async (_, status, text) => {
    stubApi({
      ...common,
      [`GET /${path}/${item.id}`]: ok(item),
      [`PUT /${path}/${item.id}`]: status === 200 ? ok(item) : failed,
    });
    const { user } = renderAdmin(`/admin/${path}/${item.id}`);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole(status === 200 ? 'status' : 'alert')).toHaveTextContent(texts[text]);
  });

  it.each([
    ['success', 201, 'created'],
    ['failure', 500, 'createFailed'],
  ] as const)(`the create's %s`, async (_, status, text) => {
    stubApi({ ...common, [`POST /${path}`]: status === 201 ? ok(item, 201) : failed });
    const { user } = renderAdmin(`/admin/${path}/create-new`);
    await screen.findByRole('button', { name: 'Save' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole(status === 201 ? 'status' : 'alert')).toHaveTextContent(texts[text]);
  });
});
