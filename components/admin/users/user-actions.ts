import type { z } from "@/lib/zod";
import type { ServerAction } from "@/lib/auth/action-result";
import type { UserView } from "@/lib/users";
import type { createUserSchema, userEditSchema } from "@/lib/users/schemas";

/** The users screen's server actions, given by its page (app/admin/(shell)/users/actions.ts). */
export interface UserActions {
  create: ServerAction<z.input<typeof createUserSchema>, UserView>;
  update: ServerAction<z.input<typeof userEditSchema>, UserView>;
  remove: ServerAction<{ id: number }, { username: string }>;
  /** The sessions panel: end one session of an account, or all of them. */
  endSession: ServerAction<{ sessionId: string }, null>;
  endSessions: ServerAction<{ userId: number }, { ended: number }>;
}
