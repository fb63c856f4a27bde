// 'Mon compte / Sécurité' and the users screen's sessions panel: who may list and end which sessions, through the
// domain functions the server actions call (the actions themselves are called over HTTP, for every role, by
// tests/e2e/access-control.spec.ts; here, the permission each is declared with).
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import {
  confirmEnrolmentAction,
  disableTwoFactorAction,
  endMyOtherSessionsAction,
  endMySessionAction,
  regenerateRecoveryCodesAction,
  startEnrolmentAction,
} from "@/app/admin/(shell)/account/actions";
import { saveSecuritySettings } from "@/app/admin/(shell)/settings/actions";
import { endUserSessionAction, endUserSessionsAction } from "@/app/admin/(shell)/users/actions";
import { declaredPermission } from "@/lib/auth";
import { getSessionUser, type SessionUser, type SignedInUser } from "@/lib/auth/session";
import { endAllSessions, endSession, listSessionsFor } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { createTestUser, sessionCookieHeader } from "../helpers/auth";

const requestWith = (cookie: string) => new NextRequest("http://localhost/admin", { headers: { cookie } });

/** A browser signed in as `user`: its cookie, and the user as the server sees it (with the session's id). */
async function signedIn(user: SessionUser): Promise<{ cookie: string; user: SignedInUser }> {
  const cookie = await sessionCookieHeader(user);
  return { cookie, user: (await getSessionUser(requestWith(cookie)))! };
}

const live = async (cookie: string) => (await getSessionUser(requestWith(cookie))) !== null;

let admin: SessionUser;
let editor: SessionUser;

beforeAll(async () => {
  admin = await createTestUser("admin");
  editor = await createTestUser("editor");
});

describe("who may manage sessions", () => {
  it("declares 'Mon compte' actions for every role, the sessions panel for administrators, the switch for settings", () => {
    for (const action of [
      startEnrolmentAction,
      confirmEnrolmentAction,
      regenerateRecoveryCodesAction,
      disableTwoFactorAction,
      endMySessionAction,
      endMyOtherSessionsAction,
    ])
      expect(declaredPermission(action)).toBe("account:write");
    expect(declaredPermission(endUserSessionAction)).toBe("users:write");
    expect(declaredPermission(endUserSessionsAction)).toBe("users:write");
    expect(declaredPermission(saveSecuritySettings)).toBe("settings:write");
  });

  it("an editor can neither list nor end another account's sessions, one or all (403), and they stay open", async () => {
    const victim = await signedIn(admin);
    const { user: editorSession } = await signedIn(editor);
    await expect(listSessionsFor(admin.id, editorSession)).rejects.toMatchObject({ status: 403 });
    await expect(endSession(victim.user.sessionId, editorSession)).rejects.toMatchObject({ status: 403 });
    await expect(endAllSessions(admin.id, editorSession)).rejects.toMatchObject({ status: 403 });
    expect(await live(victim.cookie)).toBe(true);
  });

  it("an administrator lists another account's sessions and ends one, then all, recording who did it", async () => {
    const target = await createTestUser("user");
    const first = await signedIn(target);
    const second = await signedIn(target);
    const { user: adminSession } = await signedIn(admin);

    const listed = await listSessionsFor(target.id, adminSession);
    expect(listed.map((session) => session.id).sort()).toEqual([first.user.sessionId, second.user.sessionId].sort());
    expect(listed.every((session) => !session.current)).toBe(true);

    await endSession(first.user.sessionId, adminSession);
    expect(await live(first.cookie)).toBe(false);
    expect(await live(second.cookie)).toBe(true);

    expect(await endAllSessions(target.id, adminSession)).toBe(1);
    expect(await live(second.cookie)).toBe(false);
    expect(await listSessionsFor(target.id, adminSession)).toEqual([]);
    const activities = await db.activity.findMany({ where: { targetId: target.id, actorId: admin.id } });
    expect(activities.map((activity) => activity.title)).toEqual([
      `Sessions fermées : ${target.username}`,
      `Sessions fermées : ${target.username}`,
    ]);
  });

  it("'Se déconnecter de tous les appareils' ends every other session of one's account and keeps this one", async () => {
    const user = await createTestUser("user");
    const here = await signedIn(user);
    const elsewhere = await signedIn(user);
    const listed = await listSessionsFor(user.id, here.user);
    expect(listed.find((session) => session.current)?.id).toBe(here.user.sessionId);

    expect(await endAllSessions(user.id, here.user)).toBe(1);
    expect(await live(elsewhere.cookie)).toBe(false);
    expect(await live(here.cookie)).toBe(true);
  });

  it("anyone ends one of their own sessions, not another account's", async () => {
    const user = await createTestUser("user");
    const here = await signedIn(user);
    const elsewhere = await signedIn(user);
    await endSession(elsewhere.user.sessionId, here.user);
    expect(await live(elsewhere.cookie)).toBe(false);
    const other = await signedIn(editor);
    await expect(endSession(other.user.sessionId, here.user)).rejects.toMatchObject({ status: 403 });
    expect(await live(other.cookie)).toBe(true);
  });
});
