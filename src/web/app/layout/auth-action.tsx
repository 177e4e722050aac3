import { LogIn, LogOut } from 'lucide-react';
import { Link } from 'wouter';
import { useAuth } from '@web/features/auth/components/use-auth';
import { buttonVariants } from '@web/components/ui/button-variants';
import { Button } from '@web/components/ui/button';
import { usePressBeforeHydration } from '@web/lib/changes-before-hydration';
import { toast } from '@web/lib/use-toast';

/** "Log In" link while logged out, "Log Out" button while logged in. */
export function AuthAction({ onDone, className }: { onDone?: () => void; className?: string }) {
  const { isAuthenticated, gateEnabled, logout } = useAuth();
  if (!gateEnabled) return null;

  if (!isAuthenticated) {
    return (
      <Link href="/login" onClick={onDone} className={buttonVariants({ variant: 'default', size: 'sm', className })}>
        <LogIn className="size-4" aria-hidden="true" />
        Log In
      </Link>
    );
  }

  async function onLogout() {
    onDone?.();
    try {
      await logout();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Could not log out',
        description: error instanceof Error ? error.message : 'Please try again.',
      });
    }
  }

  return <LogOutButton onLogout={onLogout} className={className} />;
}

/** Pressed before the app's code arrived, it logs the visitor out once that can be done. */
function LogOutButton({ onLogout, className }: { onLogout: () => Promise<void>; className?: string }) {
  usePressBeforeHydration('log-out', () => void onLogout());
  return (
    <Button data-needs-app="log-out" variant="outline" size="sm" onClick={onLogout} className={className}>
      <LogOut className="size-4" aria-hidden="true" />
      {/* An icon in the one-row header of wide screens, where the links need the room. */}
      <span className="lg:sr-only">Log Out</span>
    </Button>
  );
}
