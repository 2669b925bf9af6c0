package spindle.cli;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * Turns picocli's own errors (a missing argument, an unknown command, a value of the wrong type) into one line
 * starting {@code spindle:} that names the command, the option or argument, and what it accepts, with exit code 2,
 * instead of picocli's message followed by the whole usage.
 */
final class ParameterErrors implements CommandLine.IParameterExceptionHandler {
    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
        CommandLine cl = e.getCommandLine();
        cl.getErr().println("spindle: " + describe(e));
        cl.getErr().flush();
        return 2;
    }

    static String describe(CommandLine.ParameterException e) {
        CommandLine cl = e.getCommandLine();
        String qualified = cl.getCommandSpec().qualifiedName();
        String command = cl.getParent() == null ? qualified : qualified.substring(qualified.indexOf(' ') + 1);
        String help = "; see '" + qualified + " --help'";
        if (e instanceof CommandLine.MissingParameterException m) {
            return command + " needs " + m.getMissing().stream().map(ParameterErrors::named)
                    .collect(Collectors.joining(" and ")) + help;
        }
        if (e instanceof CommandLine.UnmatchedArgumentException u && cl.getParent() == null
                && !cl.getSubcommands().isEmpty() && !u.getUnmatched().isEmpty()) {
            return unknownCommand(cl, u.getUnmatched().get(0));
        }
        Matcher subcommand = UNKNOWN_SUBCOMMAND.matcher(e.getMessage());
        if (subcommand.matches()) { // 'spindle help frobnicate'
            return unknownCommand(cl.getParent() == null ? cl : cl.getParent(), subcommand.group(1));
        }
        Matcher tooLarge = NOT_A_NUMBER.matcher(e.getMessage());
        String message = (tooLarge.find() ? tooLarge.replaceAll(r -> Matcher.quoteReplacement(notAWholeNumber(
                r.group(1), r.group(2).equals("long") ? Long.MAX_VALUE : Integer.MAX_VALUE))) : e.getMessage())
                .replaceAll("is not an? (long|int|integer)\\b", "is not a whole number")
                .replaceAll("is not a (double|float)\\b", "is not a number")
                .replace(System.lineSeparator(), " ").trim();
        return command + ": " + Character.toLowerCase(message.charAt(0)) + message.substring(1) + help;
    }

    private static final Pattern UNKNOWN_SUBCOMMAND = Pattern.compile("Unknown subcommand '(.*)'\\.?");
    private static final Pattern NOT_A_NUMBER = Pattern.compile("'([^']*)' is not an? (long|int|integer)\\b");

    private static String unknownCommand(CommandLine top, String name) {
        return "unknown command '" + name + "'; the commands are " + String.join(", ", top.getSubcommands().keySet());
    }

    /** Why {@code value} is no whole number of at most {@code most}: too large, or not a number at all. */
    static String notAWholeNumber(String value, long most) {
        return value.trim().matches("[-+]?\\d+") ? "'" + value + "' is too large: at most " + most
                : "'" + value + "' is not a whole number";
    }

    /** {@code GAME (Game id (see 'spindle games').)} or {@code --agents A,B,... (Agent specs, ...)}. */
    private static String named(ArgSpec arg) {
        String name = arg instanceof OptionSpec o ? o.longestName() + " " + o.paramLabel() : arg.paramLabel();
        List<String> text = List.of(arg.description());
        String what = String.join(" ", text).replaceAll("\\$\\{[^}]*}", "").trim().replaceAll("\\.$", "");
        return what.isEmpty() ? name : name + " (" + lowerFirst(what) + ")";
    }

    private static String lowerFirst(String s) {
        return s.substring(0, 1).toLowerCase(Locale.ROOT) + s.substring(1);
    }
}
