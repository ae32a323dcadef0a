/* The C API's declarations (include/patternhighlight.h); PatternHighlightC implements them in Swift. SwiftPM builds a C
 * target only from a source file, and this one checks that the header compiles as C on its own. */
#include "patternhighlight.h"
