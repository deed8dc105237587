import { stubApi } from '@portfolio/ui/testing/stub-api';
import { saveToken } from '@portfolio/shared/api';
import { act, createEvent, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubUploads } from '../test/fake-upload';
import { renderAdmin } from '../test/render-admin';

const png = (name = 'logo.png', bytes = 10) => new File([new Uint8Array(bytes)], name, { type: 'image/png' });
const fileInput = () => screen.getByLabelText('Icon file');
const dropZone = () => screen.getByRole('button', { name: /^Icon/ });
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const uploaded = {
  secure_url: 'http://site.test/api/uploads/technologies/abc.png',
  public_id: 'technologies/abc',
};

describe('ImageDropZone (in the technology form)', () => {
  beforeEach(() => saveToken('header.payload.signature'));

  it('says what it takes, and that nothing is chosen only once the visitor went past it or tried to save', async () => {
    stubApi({});
    const { user } = renderAdmin('/admin/technologies/create-new');
    // An icon is square: so is its hint.
    expect(await screen.findByRole('button', { name: /^Icon/ })).toHaveAccessibleDescription(
      expect.stringContaining('SVG, PNG, JPG, WEBP (square, e.g. 400x400px)'),
    );
    expect(dropZone()).toHaveAccessibleName('Icon Click to upload, drag and drop or paste');
    expect(screen.queryByText('No file selected. Please upload an image.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('No file selected. Please upload an image.')).toBeInTheDocument();
    expect(dropZone()).toHaveAccessibleDescription(
      'SVG, PNG, JPG, WEBP (square, e.g. 400x400px) No file selected. Please upload an image.',
    );
  });

  it('says that nothing is chosen once the focus left the zone without a file', async () => {
    stubApi({});
    const { user } = renderAdmin('/admin/technologies/create-new');
    await user.click(await screen.findByRole('textbox', { name: 'Name' }));
    await user.tab();
    expect(dropZone()).toHaveFocus();
    expect(screen.queryByText('No file selected. Please upload an image.')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('No file selected. Please upload an image.')).toBeInTheDocument();
  });

  it('opens locked with the image and no upload words; Edit offers Replace and Remove', async () => {
    stubApi({
      'GET /technologies/1': {
        status: 200,
        body: { id: 1, name: 'Go', icon: uploaded.secure_url, position: 0, visible: true, tags: [] },
      },
      'GET /tags': { status: 200, body: { tags: [], totalPages: 1 } },
    });
    const { user } = renderAdmin('/admin/technologies/1');
    expect(await screen.findByRole('img', { name: 'Icon preview' })).toHaveAttribute(
      'src',
      uploaded.secure_url,
    );
    expect(screen.queryByText(/Click to upload/)).not.toBeInTheDocument();
    expect(screen.queryByText('SVG, PNG, JPG, WEBP (square, e.g. 400x400px)')).not.toBeInTheDocument();
    expect(screen.queryByText('No file selected. Please upload an image.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(dropZone()).toHaveAccessibleName('Icon Replace, drag and drop or paste');
    expect(screen.getByText('Current image')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove icon' }));
    expect(screen.queryByRole('img', { name: 'Icon preview' })).not.toBeInTheDocument();
    expect(screen.getByText('No file selected. Please upload an image.')).toBeInTheDocument();
  });

  it("names the chosen file, and 'No file selected' only while there is none", async () => {
    stubApi({ 'GET /uploads/target': { status: 200, body: { url: null, cloudName: null } } });
    const { uploads } = stubUploads();
    renderAdmin('/admin/technologies/create-new');
    await screen.findByRole('button', { name: /^Icon/ });
    choose(png('gopher.png'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.respond(200, uploaded));
    expect(await screen.findByText('gopher.png')).toBeInTheDocument();
    expect(screen.queryByText('No file selected. Please upload an image.')).not.toBeInTheDocument();
  });

  it('uploads a chosen file with real progress, holds Save until it is done, then sends the secure_url', async () => {
    const { requests } = stubApi({
      'GET /uploads/target': { status: 200, body: { url: null, cloudName: null } },
      'POST /technologies': { status: 201, body: { id: 3, name: 'Go', icon: uploaded.secure_url, tags: [] } },
    });
    const { uploads } = stubUploads();
    const { user } = renderAdmin('/admin/technologies/create-new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Go');
    choose(png());
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('/api/v1/uploads');
    expect(uploads[0]!.headers.Authorization).toBe('Bearer header.payload.signature');
    expect(uploads[0]!.form.get('upload_preset')).toBe('technologies');
    expect(uploads[0]!.form.get('file')).toBeInstanceOf(File);

    act(() => uploads[0]!.progress(40));
    expect(await screen.findByText('Uploading… 40%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    act(() => uploads[0]!.respond(200, uploaded));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled());
    expect(screen.queryByText('No file selected. Please upload an image.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(requests.find((request) => request.method === 'POST')!.body).toMatchObject({
      name: 'Go',
      icon: uploaded.secure_url,
    });
  });

  it('takes a dropped file and a pasted one', async () => {
    stubApi({ 'GET /uploads/target': { status: 200, body: { url: null, cloudName: null } } });
    const { uploads } = stubUploads();
    renderAdmin('/admin/technologies/create-new');
    await screen.findByRole('button', { name: /^Icon/ });
    fireEvent.drop(dropZone(), { dataTransfer: { files: [png('dropped.png')] } });
    await waitFor(() => expect(uploads).toHaveLength(1));
    const paste = createEvent.paste(dropZone(), { clipboardData: { files: [png('pasted.png')] } });
    fireEvent(dropZone(), paste);
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect((uploads[1]!.form.get('file') as File).name).toBe('pasted.png');
  });

  it('refuses a file that is not an image, or too big, before sending it', async () => {
    stubApi({});
    const { uploads } = stubUploads();
    renderAdmin('/admin/technologies/create-new');
    await screen.findByRole('button', { name: /^Icon/ });
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(
      await screen.findByText('Only SVG, PNG, JPG and WEBP images can be uploaded.'),
    ).toBeInTheDocument();
    choose(png('huge.png', 5 * 1024 * 1024 + 1));
    expect(
      await screen.findByText('The image is larger than 5 MB. Please choose a smaller one.'),
    ).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
  });

  it("shows the server's reason when it refuses the file", async () => {
    stubApi({ 'GET /uploads/target': { status: 200, body: { url: null, cloudName: null } } });
    const { uploads } = stubUploads();
    renderAdmin('/admin/technologies/create-new');
    await screen.findByRole('button', { name: /^Icon/ });
    choose(png());
    await waitFor(() => expect(uploads).toHaveLength(1));
    const reason = 'The file is damaged or not a complete image.';
    act(() =>
      uploads[0]!.respond(415, {
        status: 415,
        title: 'Unsupported Media Type',
        detail: reason,
        errors: { file: reason },
      }),
    );
    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('sends the image to Cloudinary, without the session token, when the API says so', async () => {
    stubApi({
      'GET /uploads/target': {
        status: 200,
        body: { url: 'https://api.cloudinary.example/v1_1/demo/image/upload', cloudName: 'demo' },
      },
    });
    const { uploads } = stubUploads();
    renderAdmin('/admin/technologies/create-new');
    await screen.findByRole('button', { name: /^Icon/ });
    choose(png());
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe('https://api.cloudinary.example/v1_1/demo/image/upload');
    expect(uploads[0]!.headers).toEqual({});
    expect(uploads[0]!.form.get('cloud_name')).toBe('demo');
  });
});
