import { confirmAtom, createStore, Provider } from '@portfolio/shared/state';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';

let store: ReturnType<typeof createStore>;
const onConfirm = vi.fn();

function renderWithOpener() {
  store = createStore();
  render(
    <Provider store={store}>
      <button type="button" onClick={() => store.set(confirmAtom, { text: "Delete 'Vue' tag?", onConfirm })}>
        Delete
      </button>
      <ConfirmDialog />
    </Provider>,
  );
}

// Focus kept inside, Escape and focus back to the opener are the browser's: e2e/admin-ux.spec.ts.
describe('ConfirmDialog', () => {
  beforeEach(() => {
    onConfirm.mockReset();
    renderWithOpener();
  });

  it('asks the question in a dialog shown as modal, with focus on "No, cancel"', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: "Delete 'Vue' tag?" });
    expect(dialog).toHaveAttribute('open');
    expect(screen.getByRole('button', { name: 'No, cancel' })).toHaveFocus();
  });

  it('runs the action on "Yes, I\'m sure" and closes', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels with "No, cancel" without running the action', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'No, cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels on a click on the backdrop (the dialog itself, outside its panel), not on one inside', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByText("Delete 'Vue' tag?"));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('opens again for a second question', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'No, cancel' }));
    act(() => store.set(confirmAtom, { text: "Delete project 'Atlas'?", onConfirm }));
    expect(screen.getByRole('dialog', { name: "Delete project 'Atlas'?" })).toBeInTheDocument();
  });
});
