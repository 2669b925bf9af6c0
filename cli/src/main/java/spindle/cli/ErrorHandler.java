package spindle.cli;

import picocli.CommandLine;
import spindle.engine.SpindleException;

/** Turns Spindle's own exceptions into a one-line message and exit code 2; anything else is a bug with a trace. */
final class ErrorHandler implements CommandLine.IExecutionExceptionHandler {
    @Override
    public int handleExecutionException(Exception e, CommandLine cl, CommandLine.ParseResult parsed) throws Exception {
        if (e instanceof SpindleException || e instanceof IllegalArgumentException) {
            cl.getErr().println("spindle: " + e.getMessage());
            return 2;
        }
        throw e;
    }
}
