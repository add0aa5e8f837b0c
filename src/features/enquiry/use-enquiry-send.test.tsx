import { act, renderHook } from '@testing-library/react';
import { trackEvent } from '../../services/analytics';
import { loadEmailService } from './load';
import { useEnquirySend } from './use-enquiry-send';

jest.mock('../../services/analytics', () => ({ trackEvent: jest.fn() }));
jest.mock('./load', () => ({ loadEmailService: jest.fn() }));

const mockLoad = loadEmailService as jest.MockedFunction<typeof loadEmailService>;
const mockTrack = trackEvent as jest.MockedFunction<typeof trackEvent>;

function withResult(result: { ok: boolean; status: number; text: string }) {
  mockLoad.mockResolvedValue({ sendEnquiry: jest.fn().mockResolvedValue(result) } as never);
}

beforeEach(() => mockTrack.mockReset());

describe('useEnquirySend and conversion analytics', () => {
  it('reports "Enquiry sent" once when the provider accepts the enquiry', async () => {
    withResult({ ok: true, status: 200, text: 'OK' });
    const { result } = renderHook(() => useEnquirySend());
    await act(() => result.current.send(document.createElement('form')));
    expect(mockTrack).toHaveBeenCalledTimes(1);
    expect(mockTrack).toHaveBeenCalledWith('Enquiry sent', { path: '/' });
  });

  it('reports nothing when sending fails', async () => {
    withResult({ ok: false, status: 429, text: 'Too Many Requests' });
    const { result } = renderHook(() => useEnquirySend());
    await act(() => result.current.send(document.createElement('form')));
    expect(result.current.status).not.toBeNull();
    expect(mockTrack).not.toHaveBeenCalled();
  });
});
