import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

// NextAuth's endpoints: session, CSRF token, sign-out, and the Credentials callback for other clients.
const handler = NextAuth(authOptions());

export { handler as GET, handler as POST };
