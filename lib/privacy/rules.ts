/** What an erasure did, counted (never the erased data). */
export interface ErasureReport {
  conversions: number;
  replies: number;
  notes: number;
  subscriptions: number;
  campaignsReceived: number;
  visits: number;
  activities: number;
  failedSignIns: number;
  account: boolean;
}

/** An erasure's report in French, counts only: '2 demande(s), 1 abonnement(s), …'. */
export function erasureSummary(report: ErasureReport): string {
  return [
    `${report.conversions} demande(s)`,
    `${report.replies} réponse(s)`,
    `${report.notes} note(s)`,
    `${report.subscriptions} abonnement(s)`,
    `${report.campaignsReceived} campagne(s) reçue(s)`,
    `${report.visits} visite(s)`,
    `${report.activities} entrée(s) de l'historique`,
    `${report.failedSignIns} échec(s) de connexion`,
    report.account ? "1 compte du back-office" : "aucun compte du back-office",
  ].join(", ");
}
