import { compactTreeGraph } from '@giapha/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub.ts';
import { renderAdminRoutes } from '../../../test/render-admin.tsx';
import { publicTree } from '../../../test/tree-samples.ts';
import { publicGraphOf, smallFamily } from '../canvas/trees.testing.ts';
import { KinshipPage } from './KinshipPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubTree() {
  const tree = smallFamily();
  return stubApi({
    '/api/public/trees': () => ({
      status: 200,
      body: { success: true, data: [publicTree({ _id: 't1', name: tree.name })], total: 1 },
    }),
    '/api/public/tree-graph/compact': () => ({
      status: 200,
      body: { success: true, data: compactTreeGraph(publicGraphOf(tree)) },
    }),
  });
}

function renderPage(path: string) {
  return renderAdminRoutes([{ path: 'xung-ho', element: <KinshipPage /> }], path);
}

async function pick(label: string, typed: string, name: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByRole('textbox', { name: label }), typed);
  await user.click(await screen.findByRole('option', { name }));
}

describe('/xung-ho', () => {
  it('finds two persons without diacritics and says what each calls the other, with the path', async () => {
    stubTree();
    renderPage('/xung-ho');
    expect(await screen.findByRole('heading', { level: 1, name: 'Xưng hô trong họ' })).toBeTruthy();
    await pick('Người thứ nhất', 'giang', 'Nguyễn Văn Giang');
    await pick('Người thứ hai', 'cuc', 'Nguyễn Thị Cúc');

    const result = await screen.findByLabelText('Kết quả xưng hô');
    // Cúc is the younger sister of Giang's father: cô (North), and she calls him cháu.
    expect(result.textContent).toContain('Nguyễn Văn Giang gọi Nguyễn Thị Cúc là: cô');
    expect(result.textContent).toContain('Nguyễn Thị Cúc gọi Nguyễn Văn Giang là: cháu');
    const path = within(result).getByLabelText('Đường quan hệ');
    expect(path.textContent).toContain('Nguyễn Văn Giang');
    expect(path.textContent).toContain('Nguyễn Văn Đức');
    const link = within(result).getByRole('link', { name: /Xem đường quan hệ trên cây/ });
    expect(link.getAttribute('href')).toBe('/family-tree?id=t1&from=giang&to=cuc');
  });

  it('opens a shared link on its two persons and register, and plainly says when no relation is recorded', async () => {
    stubTree();
    renderPage('/xung-ho?a=giang&b=cuc&vung=nam');
    const result = await screen.findByLabelText('Kết quả xưng hô');
    expect(result.textContent).toContain('gọi Nguyễn Thị Cúc là: cô');
    expect(screen.getByRole('radio', { name: 'Miền Nam' })).toHaveProperty('checked', true);

    renderPage('/xung-ho?a=giang&b=giang');
    await waitFor(() => expect(screen.getAllByText('Đây là cùng một người.').length).toBeGreaterThan(0));
  });
});
