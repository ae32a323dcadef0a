/* Types TYPED_CHARACTERS characters, one at a time, at the end of a document through the C API
 * (ph_document_replace, the update freed each time): what a binding's keystroke costs, counted by
 * Scripts/capi-keystroke-instructions.sh. Usage: typing PROFILE */
#include <patternhighlight.h>
#include <stdio.h>
#include <string.h>

#define TYPED_CHARACTERS 2000

int main(int argc, char **argv) {
    const char *profile = argc > 1 ? argv[1] : "twitter";
    ph_highlighter *highlighter;
    ph_document *document;
    char *error = NULL;
    if (ph_highlighter_new(profile, NULL, &highlighter, &error) != PH_OK) {
        fprintf(stderr, "typing: %s\n", error);
        return 1;
    }
    const char *seed = "hello @alice see https://example.com #tag\n";
    if (ph_document_new(highlighter, seed, strlen(seed), &document, &error) != PH_OK) {
        fprintf(stderr, "typing: %s\n", error);
        return 1;
    }
    const char *typed = "so @bob wrote #swift at example.org ";
    size_t length = strlen(seed);
    for (int index = 0; index < TYPED_CHARACTERS; index++) {
        ph_update *update;
        const char *character = typed + index % strlen(typed);
        if (ph_document_replace(document, PH_UNIT_UTF8, length, length, character, 1, &update, &error) != PH_OK) {
            fprintf(stderr, "typing: %s\n", error);
            return 1;
        }
        length += 1;
        ph_update_free(update);
    }
    ph_document_free(document);
    ph_highlighter_free(highlighter);
    printf("%d\n", TYPED_CHARACTERS);
    return 0;
}
