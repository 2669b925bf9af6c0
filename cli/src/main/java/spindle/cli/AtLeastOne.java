package spindle.cli;

import picocli.CommandLine;

/**
 * A count option that must be at least 1 ({@code --games}, {@code --threads}): refused while parsing, so the error
 * names the option ({@link ParameterErrors}).
 */
final class AtLeastOne implements CommandLine.ITypeConverter<Integer> {
    @Override
    public Integer convert(String value) {
        int n;
        try {
            n = Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new CommandLine.TypeConversionException(ParameterErrors.notAWholeNumber(value, Integer.MAX_VALUE));
        }
        if (n < 1) {
            throw new CommandLine.TypeConversionException("must be at least 1, not " + n);
        }
        return n;
    }
}
