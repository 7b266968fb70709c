import type { InformationAdminItem } from '@manabiya/domain/contracts/informations';
import type { ListResponse } from '@manabiya/domain/contracts/lists';
import { pathOf } from '@manabiya/domain/endpoints/define-endpoint';
import { informationEndpoints } from '@manabiya/domain/endpoints/informations';
import { ACCESS_LEVEL } from '@manabiya/domain/permissions/access-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotice, staffWith } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('notice abilities', () => {
  it('follow the information level in the list and the detail, and match what the server then allows', async () => {
    const notice = await createNotice(t);
    const draft = await createNotice(t, { publish_status: 0 });
    const cases = [
      { level: ACCESS_LEVEL.all, abilities: { edit: true, delete: true, publish: false } },
      { level: ACCESS_LEVEL.write, abilities: { edit: true, delete: false, publish: false } },
      { level: ACCESS_LEVEL.read, abilities: { edit: false, delete: false, publish: false } },
    ];
    for (const { level, abilities } of cases) {
      const caller = await staffWith(t, { information: level });
      const list = await t.call('GET', `${pathOf(informationEndpoints.list)}?page_size=200`, caller.token);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json<ListResponse<InformationAdminItem>>().items.find((item) => item.id === notice.id)!.abilities).toEqual(abilities);
      expect((await t.call('GET', pathOf(informationEndpoints.get, { id: notice.id }), caller.token)).json<InformationAdminItem>().abilities).toEqual(abilities);
      // A draft may be published by whoever may edit it (a public notice offers no publish: it is published).
      expect((await t.call('GET', pathOf(informationEndpoints.get, { id: draft.id }), caller.token)).json<InformationAdminItem>().abilities).toEqual({ ...abilities, publish: abilities.edit });
      const body = { name: notice.name, content: notice.content, priority: notice.priority, notice_target: notice.notice_target, publish_status: notice.publish_status };
      const update = await t.call('PUT', pathOf(informationEndpoints.update, { id: notice.id }), caller.token, body);
      expect(update.statusCode, update.body).toBe(abilities.edit ? 200 : 403);
      if (!abilities.delete) expect((await t.call('DELETE', pathOf(informationEndpoints.remove, { id: notice.id }), caller.token)).statusCode).toBe(403);
    }
    const owner = await staffWith(t, { information: ACCESS_LEVEL.all });
    expect((await t.call('DELETE', pathOf(informationEndpoints.remove, { id: notice.id }), owner.token)).statusCode).toBe(204);
  });
});
