package spindle.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import picocli.CommandLine;
import spindle.engine.SpindleException;

/**
 * Turns every exception of a command into one line on standard error: Spindle's own exceptions and bad arguments
 * (exit code 2), files that cannot be read or written (exit code 2), and anything else, which is a bug, as its
 * kind and message (exit code 70). A person never sees a Java stack trace; set SPINDLE_DEBUG=1 to get it.
 */
final class ErrorHandler implements CommandLine.IExecutionExceptionHandler {
    static final int BUG = 70;

    /** A failure already told on standard error (by a child process): only its exit code is left to give. */
    static final class AlreadyReported extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int exitCode;

        AlreadyReported(int exitCode) {
            super("exit " + exitCode);
            this.exitCode = exitCode;
        }
    }

    @Override
    public int handleExecutionException(Exception e, CommandLine cl, CommandLine.ParseResult parsed) {
        if (System.getenv("SPINDLE_DEBUG") != null) {
            e.printStackTrace(cl.getErr());
        }
        if (e instanceof AlreadyReported r) {
            return r.exitCode;
        }
        if (e instanceof SpindleException || e instanceof IllegalArgumentException) {
            cl.getErr().println("spindle: " + e.getMessage());
            return 2;
        }
        IOException io = e instanceof UncheckedIOException u ? u.getCause() : e instanceof IOException i ? i : null;
        if (io != null) {
            cl.getErr().println("spindle: " + describe(io));
            return 2;
        }
        cl.getErr().println("spindle: internal error (" + e.getClass().getSimpleName()
                + (e.getMessage() == null ? "" : ": " + e.getMessage())
                + "). Please report it with the command you ran; SPINDLE_DEBUG=1 prints the details.");
        return BUG;
    }

    /** What went wrong with a file, in words: the JDK's messages are often just the file name. */
    static String describe(IOException e) {
        if (e instanceof FileSystemException f && f.getFile() != null) {
            String file = f.getFile();
            String what = e instanceof NoSuchFileException ? "no such file or folder"
                    : e instanceof FileAlreadyExistsException ? "already exists"
                    : e instanceof AccessDeniedException ? "permission denied"
                    : e instanceof NotDirectoryException ? "is not a folder"
                    : e instanceof DirectoryNotEmptyException ? "folder is not empty"
                    : f.getReason() != null ? f.getReason() : "cannot be used";
            return file + ": " + what;
        }
        return "input/output error: " + e.getMessage();
    }
}
