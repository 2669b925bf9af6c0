package spindle.server.http;

import com.ibm.icu.lang.UCharacter;
import com.ibm.icu.lang.UCharacterCategory;
import com.ibm.icu.text.Normalizer2;
import com.ibm.icu.text.SpoofChecker;

/**
 * Names and free text that strangers write and others read: normalised (NFKC), without control, format
 * (zero-width, bidirectional overrides) or unassigned characters, white space folded to single spaces; a name has
 * at least one visible character, and names are told apart by a folded form (case and look-alike characters), so
 * that "alpha" and "alpha" with a zero-width space, or with a Cyrillic "а", cannot stand side by side.
 */
public final class Text {
    private static final Normalizer2 NFKC = Normalizer2.getNFKCInstance();
    private static final SpoofChecker LOOK_ALIKES = new SpoofChecker.Builder()
            .setChecks(SpoofChecker.CONFUSABLE).build();

    private Text() {
    }

    /** {@code raw} normalised and cleaned (never null: null gives ""). */
    public static String clean(String raw) {
        if (raw == null) {
            return "";
        }
        String text = NFKC.normalize(raw);
        StringBuilder out = new StringBuilder(text.length());
        boolean space = false;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            if (UCharacter.isUWhiteSpace(c)) {
                space = out.length() > 0;
            } else if (!invisible(c)) {
                if (space) {
                    out.append(' ');
                    space = false;
                }
                out.appendCodePoint(c);
            }
        }
        return out.toString();
    }

    /**
     * A name for others to see: cleaned, 1 to {@code max} characters, at least one of them visible; a 400 that says
     * what is wrong otherwise.
     *
     * @param what what the name names, for the message ("a contender's name")
     */
    public static String name(String raw, String what, int max) {
        String name = clean(raw);
        if (name.isEmpty()) {
            throw new ApiException(400, what + " needs at least one visible character");
        }
        if (name.codePointCount(0, name.length()) > max) {
            throw new ApiException(400, what + " is at most " + max + " characters");
        }
        return name;
    }

    /** Free text (a reason, a message): cleaned, at most {@code max} characters, possibly empty. */
    public static String free(String raw, String what, int max) {
        String text = clean(raw);
        if (text.codePointCount(0, text.length()) > max) {
            throw new ApiException(400, what + " is at most " + max + " characters");
        }
        return text;
    }

    /** The form two names are compared in: the same for names that differ only in case or look-alike characters. */
    public static String fold(String name) {
        return LOOK_ALIKES.getSkeleton(UCharacter.foldCase(clean(name), true));
    }

    private static boolean invisible(int c) {
        int type = UCharacter.getType(c);
        return type == UCharacterCategory.CONTROL || type == UCharacterCategory.FORMAT
                || type == UCharacterCategory.UNASSIGNED || type == UCharacterCategory.PRIVATE_USE
                || type == UCharacterCategory.SURROGATE || type == UCharacterCategory.LINE_SEPARATOR
                || type == UCharacterCategory.PARAGRAPH_SEPARATOR;
    }
}
