import type { z } from "@/lib/zod";
import type { ServerAction } from "@/lib/auth/action-result";
import type { LeadNoteView, LeadOwner, LeadStageView } from "@/lib/leads";
import type {
  assignLeadActionSchema,
  followUpActionSchema,
  leadNoteActionSchema,
  leadSpamActionSchema,
  leadValueActionSchema,
  moveLeadStageActionSchema,
} from "@/lib/leads/schemas";
import type { MessageReply } from "@/lib/messages/inbox";

/** The pipeline's server actions on a request, given by the detail page (app/admin/(shell)/messages/actions.ts). */
export interface LeadActions {
  moveStage: ServerAction<z.input<typeof moveLeadStageActionSchema>, LeadStageView>;
  assign: ServerAction<z.input<typeof assignLeadActionSchema>, LeadOwner | null>;
  setValue: ServerAction<z.input<typeof leadValueActionSchema>, { estimatedValue: number | null }>;
  addNote: ServerAction<z.input<typeof leadNoteActionSchema>, LeadNoteView>;
  setFollowUp: ServerAction<z.input<typeof followUpActionSchema>, { followUpOn: string | null }>;
  setSpam: ServerAction<z.input<typeof leadSpamActionSchema>, { spam: boolean }>;
  resendReply: ServerAction<{ replyId: number }, MessageReply>;
}
