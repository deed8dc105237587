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
      <button type="button" onClick={() => store.set(confirmAtom, { text: "Delete 'Vue' tag ?", onConfirm })}>
        Delete
      </button>
      <ConfirmDialog />
    </Provider>,
  );
}

describe('ConfirmDialog', () => {
  beforeEach(() => {
    onConfirm.mockReset();
    renderWithOpener();
  });

  it('asks the question as a modal dialog with focus on "No, cancel"', async () => {
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: "Delete 'Vue' tag ?" });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'No, cancel' })).toHaveFocus();
  });

  it('runs the action on "Yes, I\'m sure", closes and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('cancels with "No, cancel" without running the action', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'No, cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels on Escape and returns focus to the opener', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('cancels on a click outside the dialog', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByTestId('confirm-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('keeps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const yes = screen.getByRole('button', { name: "Yes, I'm sure" });
    const no = screen.getByRole('button', { name: 'No, cancel' });
    await user.tab();
    expect(yes).toHaveFocus();
    await user.tab({ shift: true });
    expect(no).toHaveFocus();
    await user.tab({ shift: true });
    expect(yes).toHaveFocus();
  });

  it('opens again for a second question', async () => {
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Escape}');
    act(() => store.set(confirmAtom, { text: "Delete project 'Atlas'?", onConfirm }));
    expect(screen.getByRole('dialog', { name: "Delete project 'Atlas'?" })).toBeInTheDocument();
  });
});
