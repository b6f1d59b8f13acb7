// Every public form without JavaScript (docs/decisions/0023): a form posts as plain HTML to the
// page's own address; the website server checks the CSRF token against the visitor's cookie, checks
// the fields with the shared schemas, passes the submission to the API in-process (as the visitor:
// their address, the same token, the form's Idempotency-Key), and then either redirects to the
// page's success state (Post/Redirect/Get) or says how to render the page again with what was typed
// and what went wrong. Each form's handling is in plain-forms/, over plain-post.ts.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ACTION_FIELD, CSRF_FIELD, FORM_FIELD, KEY_FIELD, SENT_PARAM } from '../../web/forms/plain-form';
import { paths } from '../../web/paths';
import type { PostedState } from '../../web/ssr-contract';
import type { Config } from '../config';
import { CSRF_COOKIE, sameToken, TOKEN_PATTERN } from '../plugins/csrf';
import { IDEMPOTENCY_KEY } from '../plugins/idempotency';
import { isApplicationForm, postApplication } from './plain-forms/applications';
import { donationBack, donationKind, postDonation } from './plain-forms/donation';
import { type FormBody, type PlainPost, type PostOutcome, plainPostSite, takePlainFormsOnly } from './plain-forms/plain-post';
import { SLOT_CHALLENGE_COOKIE, SLOT_SESSION_COOKIE, slotCoordinatorForms } from './plain-forms/slot-coordinators';
import { CONSENT_COOKIE, STATUS_COOKIE, studentApplicationForms } from './plain-forms/student-applications';
import { WITHDRAW_COOKIE, withdrawForms } from './plain-forms/withdraw';
import { privacyRequestForms, REQUEST_COOKIE } from './plain-forms/privacy-request';
import { donorStatementForms, STATEMENT_COOKIE } from './plain-forms/donor-statement';

export type { FormBody, PostOutcome };

/** The query parameter of a partner link ("interest") that pre-selects the partner form's interest. */
const INTEREST_PARAM = 'interest';

/**
 * Whether a GET may get a page of the visitor's own (`pageState`): a success state or a partner
 * interest in the query, or a slot coordinator's sign-in cookie. What may not is the same page for
 * everyone, which the page cache's front door may answer (site-routes.ts).
 */
export function mayHaveVisitorState(url: string, cookieHeader: string | undefined): boolean {
  const query = url.indexOf('?');
  if (query >= 0) {
    const params = new URLSearchParams(url.slice(query + 1));
    if (params.has(SENT_PARAM) || params.has(INTEREST_PARAM)) return true;
  }
  return (
    cookieHeader !== undefined &&
    [SLOT_SESSION_COOKIE, SLOT_CHALLENGE_COOKIE, WITHDRAW_COOKIE, REQUEST_COOKIE, CONSENT_COOKIE, STATUS_COOKIE, STATEMENT_COOKIE].some(
      (name) => cookieHeader.includes(name),
    )
  );
}

export function createFormPosts(app: FastifyInstance, config: Config, api: FastifyInstance) {
  const site = plainPostSite(config, api);
  const slots = slotCoordinatorForms(site);
  const withdraw = withdrawForms(site);
  const rights = privacyRequestForms(site);
  const applications = studentApplicationForms(site);
  const statement = donorStatementForms(site);
  takePlainFormsOnly(app);

  return {
    visitorToken: site.visitorToken,

    /** A plain form's post to `url` (the page's own address). */
    async handle(request: FastifyRequest, reply: FastifyReply): Promise<PostOutcome> {
      const { pathname } = new URL(request.url, 'http://site');
      const body = (request.body && typeof request.body === 'object' ? request.body : {}) as FormBody;
      const first = (name: string) => body[name]?.[0] ?? '';
      const cookie = request.cookies[CSRF_COOKIE];
      const sentToken = first(CSRF_FIELD);
      const sentKey = first(KEY_FIELD);
      const post: PlainPost = {
        request,
        reply,
        // A submit button's own action (Send again, Back) before its form's.
        kind: donationKind(first(ACTION_FIELD) || first(FORM_FIELD)),
        body,
        first,
        key: IDEMPOTENCY_KEY.test(sentKey) ? sentKey : undefined,
        token: cookie && TOKEN_PATTERN.test(cookie) && sentToken && sameToken(cookie, sentToken) ? cookie : null,
        redirect: (query = '') => ({ kind: 'redirect', location: query ? `${pathname}?${query}` : pathname }),
        render: (status, posted) => ({ kind: 'render', status, posted }),
      };
      if (post.kind === 'donate-back') return donationBack(post);
      if (isApplicationForm(post.kind)) return postApplication(site, post);
      if (post.kind === 'donate') return postDonation(site, post);
      if (slots.handles(post.kind)) return slots.post(post);
      if (withdraw.handles(post.kind)) return withdraw.post(post);
      if (rights.handles(post.kind)) return rights.post(post);
      if (applications.handles(post.kind)) return applications.post(post);
      if (statement.handles(post.kind)) return statement.post(post);
      // Not a form of ours: nothing to do but show the page.
      return post.redirect();
    },

    /**
     * A page only a visitor without JavaScript reaches, rendered for them (null: the page as it is):
     * a form's success state after Post/Redirect/Get (`?sent=volunteer`), the partner form in the
     * page (`?interest=3`), and the slot coordinators' page while a plain sign-in is under way or done.
     * `page`: the page's path without its language prefix.
     */
    async pageState(request: FastifyRequest, reply: FastifyReply, page: string): Promise<PostOutcome | null> {
      const url = new URL(request.url, 'http://site');
      const sent = url.searchParams.get(SENT_PARAM);
      const render = (posted: PostedState): PostOutcome => ({ kind: 'render', status: 200, posted });
      if (page === paths.slotCoordinators) {
        const state = await slots.pageState(request, reply, url.pathname, sent);
        if (state) return state;
      }
      if (page === paths.privacyWithdraw) return withdraw.pageState(request, reply, sent);
      if (page === paths.privacyRequest) return rights.pageState(request);
      if (page === paths.donorStatement) return statement.pageState(request, reply, url);
      if (page === paths.apply) return applications.pageState(url);
      if (page === paths.applyConsent) return applications.consentState(request, url);
      if (page === paths.applyStatus) return applications.statusState(url);
      if (sent && isApplicationForm(sent)) return render({ form: { kind: sent, values: {}, sent: true } });
      const interest = url.searchParams.get(INTEREST_PARAM);
      if (interest !== null && page === paths.getInvolved) return render({ partnerInterest: interest });
      return null;
    },
  };
}

export type FormPosts = ReturnType<typeof createFormPosts>;

/** A fresh Idempotency-Key for a form shown to a visitor. */
export const newFormKey = () => randomUUID();
