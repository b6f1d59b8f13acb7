import { describe, expect, it, vi } from 'vitest';
import { en } from '../../../shared/messages/en';
import type { PartnershipOption, Trustee } from '../../../shared/schemas/staff/site-content';
import type { ConsoleApi, RequestOptions } from '../../api/api-client';
import { pointsFromTexts, pointsOf, pointsValue } from '../../lib/point-items';
import { partnershipOptionsResource, trusteesResource } from './site-content-resources';

const trustee: Trustee = {
  id: 3,
  position: 2,
  name: 'Dr. Meera Joshi',
  title: 'Trustee',
  points: ['Retired principal', 'Mentor of the Dharchula camp'],
  image: {
    url: 'http://api.test/media/t.jpg',
    width: 400,
    height: 400,
    variants: [{ url: 'http://api.test/media/t-160.webp', width: 160, height: 160, format: 'webp' }],
  },
  image_alt: 'Meera Joshi smiling',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  name_hi: 'डॉ. मीरा जोशी',
  title_hi: null,
  // The first point has no Hindi.
  points_hi: ['', 'धारचूला शिविर की मार्गदर्शक'],
  image_alt_hi: null,
};

function fakeApi() {
  const request = vi.fn(async (_method: string, _path: string, _options?: RequestOptions) => trustee as unknown);
  return { api: { request } as unknown as ConsoleApi, request };
}

describe('the console’s site content lists', () => {
  it('shows a trustee’s points as a list, and checks them with the shared schema', () => {
    const values = trusteesResource.initial(trustee, {} as never);
    expect(values).toMatchObject({ name: 'Dr. Meera Joshi', image_alt: 'Meera Joshi smiling' });
    expect(pointsOf(values.points).map((p) => p.text)).toEqual(['Retired principal', 'Mentor of the Dharchula camp']);
    expect(trusteesResource.validate(values, {}, true)).toBeNull();
    const refused = trusteesResource.validate({ ...values, name: ' ', points: pointsFromTexts(['ok', 'x'.repeat(501)]) }, {}, false);
    expect(refused?.errors.name).toEqual([en.validation.required]);
    expect(refused?.errors.points).toBeDefined();
  });

  it('sends a trustee as a multipart form: the points as JSON, the new photo, and the upload’s progress', async () => {
    const { api, request } = fakeApi();
    const photo = new File([new Uint8Array([1, 2, 3])], 'meera.png', { type: 'image/png' });
    const onProgress = vi.fn();
    const values = { ...trusteesResource.initial(trustee, {} as never), name: 'Meera Joshi', remove_image: 'false' };
    await trusteesResource.save(api, values, { image: photo }, trustee, onProgress);
    const [method, path, options] = request.mock.calls[0]!;
    expect([method, path]).toEqual(['PUT', '/api/content/trustees/3/']);
    const body = options?.body as FormData;
    expect(body.get('name')).toBe('Meera Joshi');
    expect(JSON.parse(String(body.get('points')))).toEqual(['Retired principal', 'Mentor of the Dharchula camp']);
    expect((body.get('image') as File).name).toBe('meera.png');
    expect(body.get('remove_image')).toBeNull();
    expect(options?.onUploadProgress).toBe(onProgress);
  });

  it('saves the order with every id, and links each item to its place on the website', async () => {
    const { api, request } = fakeApi();
    await trusteesResource.reorder(api, [3, 1, 2]);
    expect(request).toHaveBeenCalledWith('PUT', '/api/content/trustees/order/', { body: { ids: [3, 1, 2] } });
    expect(trusteesResource.websiteLink(trustee)).toBe('/trustees#trustee-3');
  });

  it('sends a partnership option (no picture) as JSON', async () => {
    const { api, request } = fakeApi();
    const values = { title: 'Sponsor a Student Education', description: 'Books and fees', points: pointsFromTexts(['Fees', '', 'Books']) };
    await partnershipOptionsResource.save(api, values, {}, null, () => {});
    expect(request).toHaveBeenCalledWith('POST', '/api/content/partnership-options/', {
      body: {
        title: 'Sponsor a Student Education',
        description: 'Books and fees',
        points: ['Fees', 'Books'],
        title_hi: '',
        description_hi: '',
        points_hi: [],
      },
      onUploadProgress: undefined,
    });
    expect(partnershipOptionsResource.websiteLink({ id: 4 } as PartnershipOption)).toBe('/get-involved?tab=partner#partnership-option-4');
  });

  it('shows each Hindi text under its English field, and each point’s Hindi beside it', () => {
    const fields = trusteesResource.fields({} as never, true);
    const names = fields.map((f) => f.name);
    expect(names.slice(0, 5)).toEqual(['name', 'name_hi', 'title', 'title_hi', 'points']);
    expect(names).not.toContain('points_hi');
    expect(fields.find((f) => f.name === 'points')?.kind).toBe('points');
    expect(names).toContain('image_alt_hi');
    const hindi = fields.find((f) => f.name === 'name_hi')!;
    expect(hindi).toMatchObject({ label: 'Name (Hindi)', lang: 'hi', kind: 'text' });
    expect(hindi.required).toBeFalsy();

    const values = trusteesResource.initial(trustee, {} as never);
    expect(values).toMatchObject({ name_hi: 'डॉ. मीरा जोशी', title_hi: '', image_alt_hi: '' });
    expect(pointsOf(values.points).map((p) => p.text_hi)).toEqual(['', 'धारचूला शिविर की मार्गदर्शक']);
    expect(trusteesResource.validate(values, {}, true)).toBeNull();
    // A point with Hindi and no English is refused beside the list.
    const points = [...pointsOf(values.points), { ...pointsOf(values.points)[0]!, key: 77, text: '', text_hi: 'तीन' }];
    const extra = trusteesResource.validate({ ...values, points: pointsValue(points) }, {}, true);
    expect(extra?.errors.points).toEqual(['Point 3 has Hindi but no English: write its English text, or remove it.']);
    const long = trusteesResource.validate({ ...values, name_hi: 'अ'.repeat(201) }, {}, true);
    expect(long?.errors.name_hi).toEqual([en.validation.tooLong]);
  });

  it('sends the Hindi texts with the English ones, a point without Hindi as "" in its place', async () => {
    const { api, request } = fakeApi();
    const values = { ...trusteesResource.initial(trustee, {} as never), title_hi: 'न्यासी', remove_image: 'false' };
    await trusteesResource.save(api, values, {}, trustee, () => {});
    const body = request.mock.calls[0]![2]?.body as FormData;
    expect(body.get('name_hi')).toBe('डॉ. मीरा जोशी');
    expect(body.get('title_hi')).toBe('न्यासी');
    expect(body.get('image_alt_hi')).toBe('');
    expect(JSON.parse(String(body.get('points_hi')))).toEqual(['', 'धारचूला शिविर की मार्गदर्शक']);
  });
});
