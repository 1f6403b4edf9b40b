/* A build without a speech service (CMake said so at configure time): Options says speech is not
 * available in this build. */
#include "platform/speech.h"

const speech_backend_t *speech_backend_builtin(void)
{
    return NULL;
}
