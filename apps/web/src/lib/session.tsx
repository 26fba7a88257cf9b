import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from 'react';
import { ApiError } from './api-client.ts';
import { callEndpoint } from './call-endpoint.ts';
import { getIdentityQueryOptions, loadIdentityApi } from './identity.ts';
import { resetLeaveSurvey } from './leave-survey-state.ts';
import { isSafeRedirectUrl, MAIN_LOGIN_PATH } from './login-redirect.ts';
import { navigateTo } from './navigation.ts';
import { getProfile, getProfileQueryOptions, type SessionProfile } from './profile.ts';
import { resourceQueryKey } from './query-keys.ts';
import { clearJwt, getJwt, setJwt, subscribeToJwt } from './storage.ts';

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  profile?: SessionProfile;
  /** SGN-002: profile type CO_DEEDER (the helocSigners rule needs an application: journey work). */
  isAdditionalSigner: boolean;
  isBroker: boolean;
  login(email: string, password: string): Promise<void>;
  loginWithToken(jwt: string): Promise<void>;
  logout(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useStoredJwt(): string | null {
  // The server renders with the request's token (decision 012); hydration reads the same one.
  return useSyncExternalStore(subscribeToJwt, getJwt, getJwt);
}

function getStatus(jwt: string | null, isPending: boolean): SessionStatus {
  if (jwt === null) {
    return 'anonymous';
  }
  // RTE-026: a stored jwt counts as signed in; while the profile loads we do not know more yet.
  return isPending ? 'loading' : 'authenticated';
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const jwt = useStoredJwt();
  const profileQuery = useQuery(getProfileQueryOptions(jwt));
  const isCoDeeder = profileQuery.data?.type === 'CO_DEEDER';
  const identityQuery = useQuery(getIdentityQueryOptions(jwt, isCoDeeder));

  useEffect(() => {
    // ERR-026: a 401 on the profile lookup clears the stored jwt; the guards then send to login.
    if (profileQuery.error instanceof ApiError && profileQuery.error.status === 401) {
      clearJwt();
    }
  }, [profileQuery.error]);

  const login = useCallback(
    async (email: string, password: string) => {
      const { identityApi } = await loadIdentityApi();
      const body = await callEndpoint(
        identityApi.login,
        { body: { email, password } },
        { skipSessionRedirect: true },
      );
      setJwt(body.jwt);
      resetLeaveSurvey();
      await queryClient.invalidateQueries({ queryKey: resourceQueryKey('profile') });
    },
    [queryClient],
  );

  const loginWithToken = useCallback(
    async (token: string) => {
      setJwt(token);
      try {
        const profile = await getProfile();
        queryClient.setQueryData(getProfileQueryOptions(getJwt()).queryKey, profile);
      } catch (error) {
        clearJwt();
        throw error;
      }
    },
    [queryClient],
  );

  const logout = useCallback(async () => {
    let redirect = MAIN_LOGIN_PATH;
    try {
      const { identityBrokerApi } = await loadIdentityApi();
      const body = await callEndpoint(
        identityBrokerApi.logout,
        { params: { audience: 'customer' } },
        { skipSessionRedirect: true },
      );
      redirect = isSafeRedirectUrl(body?.redirect) ? body.redirect : MAIN_LOGIN_PATH;
    } catch {
      // 002 §7: on failure the user still goes to /auth/login.
    }
    clearJwt();
    queryClient.clear();
    navigateTo(redirect, { replace: true });
  }, [queryClient]);

  const profile = jwt === null ? undefined : profileQuery.data;
  const isBroker = identityQuery.data?.isBroker === true;
  const value = useMemo<Session>(
    () => ({
      status: getStatus(jwt, profileQuery.isPending),
      profile,
      isAdditionalSigner: isCoDeeder,
      isBroker,
      login,
      loginWithToken,
      logout,
    }),
    [jwt, profileQuery.isPending, profile, isCoDeeder, isBroker, login, loginWithToken, logout],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) {
    throw new Error('useSession must be used inside SessionProvider');
  }
  return session;
}
