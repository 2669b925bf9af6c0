package spindle.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** What the terminal the command runs in can show. */
final class Terminal {
    private Terminal() {
    }

    /** True when standard output is an interactive terminal (not a file or a pipe). */
    static boolean interactive() {
        return System.console() != null;
    }

    /**
     * True when standard error goes to a terminal: {@link System#console()} (standard input and output), and on
     * Linux, where the JDK cannot ask about standard error, its file descriptor must lead to a terminal device.
     */
    static boolean stderrInteractive() {
        if (!interactive()) {
            return false;
        }
        Path fd = Path.of("/proc/self/fd/2");
        try {
            String target = Files.readSymbolicLink(fd).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty") || target.equals("/dev/console");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return true; // not Linux: trust the console
        }
    }

    /** ANSI colours: only on an interactive terminal that is not "dumb", and never when NO_COLOR is set. */
    static boolean colour() {
        String term = System.getenv("TERM");
        return interactive() && System.getenv("NO_COLOR") == null && term != null && !term.equals("dumb");
    }
}
