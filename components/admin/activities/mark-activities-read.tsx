"use client";

import { useEffect, useRef } from "react";
import { refreshBell } from "@/components/admin/notification-bell";
import { fetchJson } from "@/lib/api-client";

/** Spec: once the history has loaded, every activity is marked read (for the roles that may write). Renders nothing. */
export function MarkActivitiesRead() {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    fetchJson("/api/activities/mark-as-read", { method: "POST", json: {} })
      .then(refreshBell)
      .catch((error: unknown) => console.error("Marking activities read failed:", error));
  }, []);
  return null;
}
